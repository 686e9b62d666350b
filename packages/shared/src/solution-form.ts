import { z } from 'zod';
import { SOLUTION_NAME_MAX } from './constants.ts';
import { solutionImage } from './catalog.ts';
import { codedFields } from './envelope.ts';
import { type CodedMessage, coded } from './message-codes.ts';
import { ENQUIRY_SOLUTIONS_MAX } from './shortlist-limits.ts';
import { DEFAULT_SOLUTION_STATUS, SOLUTION_STATUS_IDS } from './statuses.ts';
import {
  asIssue,
  fail,
  isEmail,
  isIndonesianPhone,
  oneOfOr,
  optionalUrlRule,
  optionalYouTubeRule,
  textOr,
  upTo,
} from './validation.ts';

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

const required = coded('validation.required');
const invalidFormat = coded('validation.invalidFormat');
const invalidNumber = coded('validation.invalidNumber');
const enquirySolutionsRefused = coded('validation.enquirySolutions', { max: ENQUIRY_SOLUTIONS_MAX });

const jsonType = (v: unknown) => (v === null ? 'null' : typeof v);

/**
 * A value of one of the JSON types listed, or `message`, documented as such; `documented` names
 * them for the API description when it says more (an id is an `integer`, not any number).
 */
const anyOf = <T>(
  types: ReadonlyArray<'number' | 'string' | 'null'>,
  message: CodedMessage,
  documented: readonly string[] = types,
) =>
  z
    .custom<T>((v) => (types as readonly string[]).includes(jsonType(v)), { ...asIssue(message), abort: true })
    .meta({ anyOf: documented.map((type) => ({ type })) });

const requiredLine = (max: number) =>
  textOr(required)
    .transform(singleLine)
    .superRefine((v, ctx) => {
      if (v.length === 0) fail(ctx, required);
      else if (v.length > max) fail(ctx, coded('validation.maxLength', { count: max }));
    });

const optionalLine = (max: number) =>
  upTo(
    z
      .string()
      .optional()
      .transform((v) => singleLine(v ?? '')),
    max,
  );

const richText = upTo(
  z
    .string()
    .optional()
    .transform((v) => v ?? ''),
  RICH_TEXT_MAX,
);

const idText = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const isId = (s: string) => /^\d{1,9}$/.test(s) && Number(s) >= 1;

/** A single select: an id, or null/'' for nothing chosen. */
const requiredId = anyOf<number | string | null>(['number', 'string', 'null'], required, ['integer', 'string', 'null'])
  .optional()
  .transform((v, ctx) => {
    const s = idText(v);
    if (s === '') {
      fail(ctx, required);
      return z.NEVER;
    }
    if (!isId(s)) {
      fail(ctx, invalidFormat);
      return z.NEVER;
    }
    return Number(s);
  });

/** A multi select: an array of ids, or the comma list a multipart body carries. */
const idList = z
  .custom<string | Array<number | string>>(
    (v) =>
      typeof v === 'string' || (Array.isArray(v) && v.every((p) => typeof p === 'number' || typeof p === 'string')),
    { ...asIssue(invalidFormat), abort: true },
  )
  .optional()
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v.map(idText) : (v ?? '').split(',').map((p) => p.trim())).filter(Boolean);
    if (!parts.every(isId)) {
      fail(ctx, invalidFormat);
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

const NUMBER_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Hardware values: non-negative numbers, 0 when left empty (docs/product.md §4.1). */
const hardwareValue = anyOf<number | string>(['number', 'string'], invalidNumber)
  .optional()
  .transform((v, ctx) => {
    const s = v === undefined ? '' : String(v).trim();
    if (s === '') return 0;
    const n = Number(s);
    if (!NUMBER_RE.test(s) || !Number.isFinite(n)) {
      fail(ctx, invalidNumber);
      return z.NEVER;
    }
    if (n < 0) {
      fail(ctx, coded('validation.min', { min: 0 }));
      return z.NEVER;
    }
    if (n > HARDWARE_MAX) {
      fail(ctx, coded('validation.max', { max: HARDWARE_MAX }));
      return z.NEVER;
    }
    return n;
  });

const url = z
  .string()
  .optional()
  .transform((v) => v ?? '')
  .pipe(upTo(optionalUrlRule, URL_MAX));

const youtubeUrl = z
  .string()
  .optional()
  .transform((v) => v ?? '')
  .pipe(upTo(optionalYouTubeRule, URL_MAX));

const status = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v.trim() === '' ? DEFAULT_SOLUTION_STATUS : v.trim()))
  .pipe(oneOfOr(SOLUTION_STATUS_IDS, invalidFormat));

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

export const ENQUIRY_TEXT_MAX = 5_000;

/** Demo and enquiry form (docs/product.md §4.5, §5.8). */
export const enquiryForm = z.object({
  full_name: requiredLine(100),
  email: textOr(required)
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (v.length === 0) fail(ctx, required);
      else if (v.length > 254 || !isEmail(v)) fail(ctx, coded('validation.emailInvalid'));
    }),
  company: requiredLine(100),
  phone: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v === '' || isIndonesianPhone(v), asIssue(coded('validation.phoneInvalid'))),
  position: optionalLine(100),
  message: upTo(
    z
      .string()
      .optional()
      .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim()),
    ENQUIRY_TEXT_MAX,
  ),
  /** The one solution asked about; may be left out when `solution_ids` names them. */
  solution_id: requiredId.optional(),
  /** Several solutions in one enquiry (a shortlist's "Request demos"), 1 to 10. */
  solution_ids: z
    .array(z.union([z.number(), z.string()]), { error: () => asIssue(enquirySolutionsRefused) })
    .optional()
    .transform((ids, ctx) => {
      if (ids === undefined) return undefined;
      const texts = ids.map(idText);
      if (texts.length === 0 || texts.length > ENQUIRY_SOLUTIONS_MAX || !texts.every(isId)) {
        fail(ctx, enquirySolutionsRefused);
        return z.NEVER;
      }
      return [...new Set(texts.map(Number))];
    }),
  /** Shown in the form only; the server names the solution from its own record. */
  solution_name: z.string().optional(),
});

/**
 * The body of `POST /api/catalog/enquiry`: the form with its solutions settled as one list, the
 * `solution_id` first, then `solution_ids`, each once; at least one, at most 10.
 */
export const enquiryBody = enquiryForm.transform((form, ctx) => {
  const ids = [
    ...new Set([...(form.solution_id === undefined ? [] : [form.solution_id]), ...(form.solution_ids ?? [])]),
  ];
  if (ids.length === 0) {
    fail(ctx, required, ['solution_id']);
    return z.NEVER;
  }
  if (ids.length > ENQUIRY_SOLUTIONS_MAX) {
    fail(ctx, enquirySolutionsRefused, ['solution_ids']);
    return z.NEVER;
  }
  return { ...form, solution_ids: ids };
});

export type EnquiryFormInput = z.input<typeof enquiryForm>;
export type EnquiryFormValues = z.output<typeof enquiryBody>;

export const enquiryResult = z.object({
  id: z.number().int(),
  /** The first solution, and every solution's name joined (a single enquiry: its one solution). */
  solution_id: z.number().int(),
  solution_name: z.string(),
  solutions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
});
export type EnquiryResult = z.infer<typeof enquiryResult>;

/**
 * Answer of `POST /api/catalog/solution/{id}/images/`: stored images and each rejected file, its
 * message with the message's code and values (docs/decisions/0130-messages-as-codes.md).
 */
export const imageUploadError = z.object({ file: z.string(), ...codedFields });
export type ImageUploadError = z.infer<typeof imageUploadError>;
export const imageUploadResult = z.object({ images: z.array(solutionImage), errors: z.array(imageUploadError) });
export type ImageUploadResult = z.infer<typeof imageUploadResult>;
