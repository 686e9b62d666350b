import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, ORDER_BY_VALUES } from './constants.ts';
import { pagination } from './envelope.ts';
import {
  isListId,
  isOrderBy,
  isStatusId,
  listParts,
  PAGE_RANGE,
  PAGE_SIZE_RANGE,
  SEARCH_MAX,
  wholeNumberIn,
} from './list-query.ts';
import { coded } from './message-codes.ts';
import { SOLUTION_STATUS_IDS, type SolutionStatus } from './statuses.ts';
import { fail, oneOfOr, upTo } from './validation.ts';

/** Lookup lists (docs/product.md §4.3): every option is `{ id, name }`. */
export const lookupItem = z.object({ id: z.number().int(), name: z.string() });
export const statusItem = z.object({ id: z.enum(SOLUTION_STATUS_IDS), name: z.string() });
export const productItem = z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() });

const commaList = z.union([z.string(), z.array(z.string())]).optional();

/** `"1,2,3"` → `[1, 2, 3]`; an empty value is no filter; anything but whole ids is a 400. */
const idList = (group: string) =>
  commaList.transform((raw, ctx) => {
    const parts = listParts(raw);
    if (!parts.every(isListId)) {
      fail(ctx, coded('query.idList', { name: group }));
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

const statusList = commaList.transform((raw, ctx) => {
  const parts = listParts(raw);
  if (!parts.every(isStatusId)) {
    fail(ctx, coded('query.valueList', { name: 'status', values: SOLUTION_STATUS_IDS.join(', ') }));
    return z.NEVER;
  }
  return [...new Set(parts)] as SolutionStatus[];
});

const wholeNumber = (name: string, range: { min: number; max: number }, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const n = wholeNumberIn(raw, range);
      if (n === undefined) {
        fail(ctx, coded('query.wholeNumberFromTo', { name, min: range.min, max: range.max }));
        return z.NEVER;
      }
      return n;
    });

/** `page` and `page_size` of every paged list (docs/product.md §6.3). */
export const pageQueryFields = {
  page: wholeNumber('page', PAGE_RANGE, DEFAULT_PAGE),
  page_size: wholeNumber('page_size', PAGE_SIZE_RANGE, DEFAULT_PAGE_SIZE),
};

/** Query of `GET /api/catalog/solution` (docs/product.md §4.6, §5.3). */
export const solutionListQuery = z.object({
  industry_group: idList('industry_group'),
  technology: idList('technology'),
  status: statusList,
  contributor: idList('contributor'),
  pattern_of_use: idList('pattern_of_use'),
  search: upTo(z.string(), SEARCH_MAX, coded('query.tooLong', { name: 'search', max: SEARCH_MAX }))
    .optional()
    .transform((s) => (s ?? '').trim()),
  order_by: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      if (!isOrderBy(raw)) {
        fail(ctx, coded('query.oneOf', { name: 'order_by', values: ORDER_BY_VALUES.join(', ') }));
        return z.NEVER;
      }
      return raw;
    }),
  ...pageQueryFields,
  facets: oneOfOr(['0', '1', 'true', 'false'], coded('query.facets'))
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type SolutionListQuery = z.output<typeof solutionListQuery>;

/** One width copy of a picture, for `srcset`: narrowest first in `variants`. */
export const imageVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  type: z.enum(['image/avif', 'image/webp']),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const solutionImage = z.object({
  id: z.number().int(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  name: z.string(),
  /** The picture's own size, so a page can reserve its box before it arrives. */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
});

export const hardware = z.object({
  cpu_core: z.number(),
  ram: z.number(),
  storage: z.number(),
  gpu: z.number(),
});

/** A card in the list. Fields a caller may not see are absent (docs/product.md §5.2). */
export const solutionSummary = z.object({
  id: z.number().int(),
  solution_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(SOLUTION_STATUS_IDS).optional(),
  image_url: z.string().nullable(),
  images: z.array(solutionImage),
  industry: z.array(lookupItem),
  technology: z.array(lookupItem),
  contributor: lookupItem.nullable(),
  created_at: z.string(),
});

export const solutionDetail = solutionSummary.extend({
  feature: z.string(),
  benefit: z.string(),
  challenge: z.string(),
  creator: z.string(),
  sector: lookupItem.nullable(),
  pattern_of_use: z.array(lookupItem),
  arcgis_product: z.array(productItem),
  hardware: hardware.optional(),
  video_url: z.string(),
  pdf_url: z.string(),
  storymap_url: z.string().optional(),
  application_demo_url: z.string().optional(),
  presentation_url: z.string().optional(),
  repository_url: z.string().optional(),
  updated_at: z.string(),
});

export const facetCount = z.object({ id: z.union([z.number().int(), z.string()]), count: z.number().int() });
export const facets = z.object({
  industry_group: z.array(facetCount),
  technology: z.array(facetCount),
  status: z.array(facetCount),
  contributor: z.array(facetCount),
  pattern_of_use: z.array(facetCount),
});

export const solutionListResponse = z.object({
  data: z.array(solutionSummary),
  pagination,
  facets: facets.optional(),
});

export type LookupItem = z.infer<typeof lookupItem>;
export type StatusItem = z.infer<typeof statusItem>;
export type ProductItem = z.infer<typeof productItem>;
export type SolutionImage = z.infer<typeof solutionImage>;
export type SolutionSummary = z.infer<typeof solutionSummary>;
export type SolutionDetail = z.infer<typeof solutionDetail>;
export type Facets = z.infer<typeof facets>;
export type SolutionListResponse = z.infer<typeof solutionListResponse>;
