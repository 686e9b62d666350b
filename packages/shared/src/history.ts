import { z } from 'zod';
import { FROM_AFTER_TO, fromNotAfterTo, queryDay } from './admin.ts';
import { pageQueryFields } from './list-query/schema.ts';
import { coded } from './message-codes.ts';
import { oneOfNamed } from './validation.ts';

/**
 * Shapes of a solution's history, the trash and insight (docs/decisions/0153-0156): revisions
 * with their field-by-field changes, trashed solutions, and the counters of the insight page.
 */

const named = z.object({ id: z.number().int(), name: z.string() });

/** The lookup fields of a version, by the names the detail answer and the lookup lists use. */
export const REVISION_SINGLE_LOOKUPS = ['contributor', 'sector'] as const;
export const REVISION_LIST_LOOKUPS = ['industry', 'technology', 'pattern_of_use', 'arcgis_product'] as const;
/** Fields a History panel compares word by word. */
export const REVISION_TEXT_FIELDS = ['name', 'description', 'feature', 'benefit', 'challenge'] as const;

const text = z.string();
/** A solution as one write left it: every field, its lookup values by id and name, its images. */
export const revisionSolution = z.object({
  name: text,
  description: text,
  status: text,
  feature: text,
  benefit: text,
  challenge: text,
  creator: text,
  storymap_url: text,
  application_demo_url: text,
  repository_url: text,
  presentation_url: text,
  video_url: text,
  pdf_url: text,
  hardware_cpu_core: z.number(),
  hardware_ram: z.number(),
  hardware_storage: z.number(),
  hardware_gpu: z.number(),
  contributor: named.nullable(),
  sector: named.nullable(),
  industry: z.array(named),
  technology: z.array(named),
  pattern_of_use: z.array(named),
  arcgis_product: z.array(named),
  images: z.array(named),
});
export type RevisionSolution = z.infer<typeof revisionSolution>;
export type RevisionField = keyof RevisionSolution;
export const REVISION_FIELDS = Object.keys(revisionSolution.shape) as RevisionField[];

const revisionValue = z.union([z.string(), z.number(), named, z.array(named), z.null()]);
export type RevisionValue = z.infer<typeof revisionValue>;

export const revisionAuthor = z.object({ id: z.number().int().nullable(), name: z.string().nullable() });

export const revisionSummary = z.object({
  id: z.number().int(),
  author: revisionAuthor,
  created_at: z.string(),
  summary: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

export const revisionChange = z.object({
  field: z.enum(REVISION_FIELDS as [RevisionField, ...RevisionField[]]),
  before: revisionValue,
  after: revisionValue,
});
export type RevisionChange = z.infer<typeof revisionChange>;

export const revisionDetail = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: revisionAuthor,
  summary: z.string(),
  solution: revisionSolution,
  /** Against the version before it; the first version compares with an empty solution (null before). */
  changes: z.array(revisionChange),
});
export type RevisionDetail = z.infer<typeof revisionDetail>;

export const revisionListQuery = z.object(pageQueryFields);

// Trash.

export const trashItem = z.object({
  solution_id: z.number().int(),
  name: z.string(),
  deleted_at: z.string(),
  deleted_by: revisionAuthor,
  purge_at: z.string(),
});
export type TrashItem = z.infer<typeof trashItem>;
export const trashListQuery = z.object(pageQueryFields);

// Insight.

export const INSIGHT_TABLES = ['days', 'top_solutions', 'top_searches', 'zero_result_searches'] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];
/** The longest range one request reads, in days. */
export const INSIGHT_MAX_DAYS = 366;

const insightRange = {
  from: queryDay('from'),
  to: queryDay('to'),
};
export const insightQuery = z.object(insightRange).refine(fromNotAfterTo, FROM_AFTER_TO);
export const insightExportQuery = z
  .object({ ...insightRange, table: oneOfNamed('table', INSIGHT_TABLES) })
  .refine(fromNotAfterTo, FROM_AFTER_TO);

const count = z.number().int();
export const insightDay = z.object({
  date: z.string(),
  views: count,
  searches: count,
  zero_result_searches: count,
  enquiries: count,
  signups: count,
});
export const insightSolution = z.object({
  solution_id: z.number().int(),
  name: z.string(),
  views: count,
  enquiries: count,
});
export const insightTerm = z.object({ term: z.string(), count });
export const insight = z.object({
  days: z.array(insightDay),
  top_solutions: z.array(insightSolution),
  top_searches: z.array(insightTerm),
  zero_result_searches: z.array(insightTerm),
});
export type Insight = z.infer<typeof insight>;
export type InsightDay = z.infer<typeof insightDay>;

/** A range refused for being too long. */
export const insightRangeTooLong = () => coded('admin.insightRangeTooLong', { max: INSIGHT_MAX_DAYS });
