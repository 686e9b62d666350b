import { z } from 'zod';
import { IMAGE_MAX_PIXELS, SOLUTION_NAME_MAX } from './constants.ts';
import { solutionImage } from './catalog.ts';
import { MSG } from './messages.ts';
import { DEFAULT_SOLUTION_STATUS, SOLUTION_STATUS_IDS } from './statuses.ts';
import { isEmail, isIndonesianPhone, optionalUrlRule, optionalYouTubeRule } from './validation.ts';

/**
 * The solution create/edit form (docs/product.md §3.8, §5.6, §6.5) and the enquiry form. The input side takes
 * what a browser form holds (strings, numbers, arrays, null for an empty select) as well as what
 * a multipart body carries (strings, comma lists), so the client's form and the server's request
 * parsing share one schema and one set of messages.
 */

export const RICH_TEXT_MAX = 50_000;
export const CREATOR_MAX = 500;
export const URL_MAX = 2_000;
export const HARDWARE_MAX = 1_000_000;

// Single-line values never carry control characters: a pasted CR/LF becomes a space.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]+/g;
const singleLine = (v: string) => v.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();

const requiredLine = (max: number) =>
  z
    .string({ message: MSG.required })
    .transform(singleLine)
    .superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: MSG.required });
      else if (v.length > max) ctx.addIssue({ code: 'custom', message: MSG.maxLength(max) });
    });

const optionalLine = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => singleLine(v ?? ''))
    .refine((v) => v.length <= max, MSG.maxLength(max));

const richText = z
  .string()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v.length <= RICH_TEXT_MAX, MSG.maxLength(RICH_TEXT_MAX));

const idText = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const isId = (s: string) => /^\d{1,9}$/.test(s) && Number(s) >= 1;

/** A single select: an id, or null/'' for nothing chosen. */
const requiredId = z
  .union([z.number(), z.string(), z.null()], { message: MSG.required })
  .optional()
  .transform((v, ctx) => {
    const s = idText(v);
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: MSG.required });
      return z.NEVER;
    }
    if (!isId(s)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidFormat });
      return z.NEVER;
    }
    return Number(s);
  });

/** A multi select: an array of ids, or the comma list a multipart body carries. */
const idList = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))], { message: MSG.invalidFormat })
  .optional()
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v.map(idText) : (v ?? '').split(',').map((p) => p.trim())).filter(Boolean);
    if (!parts.every(isId)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidFormat });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

const NUMBER_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Hardware values: non-negative numbers, 0 when left empty (docs/product.md §4.1). */
const hardwareValue = z
  .union([z.number(), z.string()], { message: MSG.invalidNumber })
  .optional()
  .transform((v, ctx) => {
    const s = v === undefined ? '' : String(v).trim();
    if (s === '') return 0;
    const n = Number(s);
    if (!NUMBER_RE.test(s) || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidNumber });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: MSG.min(0) });
      return z.NEVER;
    }
    if (n > HARDWARE_MAX) {
      ctx.addIssue({ code: 'custom', message: MSG.max(HARDWARE_MAX) });
      return z.NEVER;
    }
    return n;
  });

const url = z
  .string()
  .optional()
  .transform((v) => v ?? '')
  .pipe(optionalUrlRule.refine((v) => v.length <= URL_MAX, MSG.maxLength(URL_MAX)));

const youtubeUrl = z
  .string()
  .optional()
  .transform((v) => v ?? '')
  .pipe(optionalYouTubeRule.refine((v) => v.length <= URL_MAX, MSG.maxLength(URL_MAX)));

const status = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v.trim() === '' ? DEFAULT_SOLUTION_STATUS : v.trim()))
  .pipe(z.enum(SOLUTION_STATUS_IDS, { message: MSG.invalidFormat }));

export const solutionForm = z.object({
  name: requiredLine(SOLUTION_NAME_MAX),
  description: richText,
  status,
  feature: richText,
  benefit: richText,
  challenge: richText,
  creator: requiredLine(CREATOR_MAX),
  contributor_id: requiredId,
  sector_id: requiredId,
  technology_ids: idList,
  industry_ids: idList,
  arcgis_product_ids: idList,
  pattern_of_use_ids: idList,
  storymap_url: url,
  application_demo_url: url,
  repository_url: url,
  presentation_url: url,
  video_url: youtubeUrl,
  pdf_url: url,
  hardware_cpu_core: hardwareValue,
  hardware_ram: hardwareValue,
  hardware_storage: hardwareValue,
  hardware_gpu: hardwareValue,
});

/** Fields of the form, in the order the API documents them. */
export const SOLUTION_FORM_FIELDS = Object.keys(solutionForm.shape) as Array<keyof typeof solutionForm.shape>;
export const SOLUTION_ID_LIST_FIELDS = [
  'technology_ids',
  'industry_ids',
  'arcgis_product_ids',
  'pattern_of_use_ids',
] as const;

export type SolutionFormInput = z.input<typeof solutionForm>;
export type SolutionFormValues = z.output<typeof solutionForm>;

/**
 * Text fields a solution stores, edits and serves under one name, as entered (no sanitising, no
 * lookup). The API's writes and detail answer and the editor's values read this list, so a new
 * field of this kind is named here, in the form schema above, in the detail schema (catalog.ts),
 * in the table type with its migration, and where a screen shows it (docs/architecture.md).
 */
export const SOLUTION_PLAIN_TEXT_FIELDS = [
  'creator',
  'storymap_url',
  'application_demo_url',
  'repository_url',
  'presentation_url',
  'video_url',
  'pdf_url',
] as const satisfies ReadonlyArray<keyof SolutionFormInput>;

/** The hardware figures: `hardware_<part>` in the form and the table, `hardware.<part>` in the detail. */
export const HARDWARE_PARTS = ['cpu_core', 'ram', 'storage', 'gpu'] as const;
export type HardwarePart = (typeof HARDWARE_PARTS)[number];
export const hardwareField = <P extends HardwarePart>(part: P) => `hardware_${part}` as const;

/** An object with one entry per key, each value made from its key. */
export function entriesFor<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** The four `hardware_<part>` entries of a form or a table row, each value made from its part. */
export function hardwareEntries<V>(value: (part: HardwarePart) => V): Record<`hardware_${HardwarePart}`, V> {
  return Object.fromEntries(HARDWARE_PARTS.map((part) => [hardwareField(part), value(part)])) as Record<
    `hardware_${HardwarePart}`,
    V
  >;
}

/** Image messages beyond the two of docs/product.md §7.1: the pixel limit is ours (docs/decisions/0041-image-intake.md). */
export const imagePixelsMessage = (file: string) =>
  `"${file}" is too large in pixels. The maximum is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`;
export const imageUnreadableMessage = (file: string) => `"${file}" could not be read as an image.`;

export const ENQUIRY_TEXT_MAX = 5_000;

/** Demo and enquiry form (docs/product.md §4.5, §5.8). */
export const enquiryForm = z.object({
  full_name: requiredLine(100),
  email: z
    .string({ message: MSG.required })
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: MSG.required });
      else if (v.length > 254 || !isEmail(v)) ctx.addIssue({ code: 'custom', message: MSG.emailInvalid });
    }),
  company: requiredLine(100),
  phone: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v === '' || isIndonesianPhone(v), MSG.phoneInvalid),
  position: optionalLine(100),
  message: z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim())
    .refine((v) => v.length <= ENQUIRY_TEXT_MAX, MSG.maxLength(ENQUIRY_TEXT_MAX)),
  solution_id: requiredId,
  /** Shown in the form only; the server names the solution from its own record. */
  solution_name: z.string().optional(),
});

export type EnquiryFormInput = z.input<typeof enquiryForm>;
export type EnquiryFormValues = z.output<typeof enquiryForm>;

export const enquiryResult = z.object({
  id: z.number().int(),
  solution_id: z.number().int(),
  solution_name: z.string(),
  created_at: z.string(),
});
export type EnquiryResult = z.infer<typeof enquiryResult>;

/** Answer of `POST /api/catalog/solution/{id}/images/`: stored images and each rejected file. */
export const imageUploadError = z.object({ file: z.string(), message: z.string() });
export type ImageUploadError = z.infer<typeof imageUploadError>;
export const imageUploadResult = z.object({ images: z.array(solutionImage), errors: z.array(imageUploadError) });
export type ImageUploadResult = z.infer<typeof imageUploadResult>;
