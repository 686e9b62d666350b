import { z } from 'zod';
import { pagination } from './envelope.ts';
import { SOLUTION_STATUS_IDS } from './statuses.ts';

/** Lookup lists (docs/product.md §4.3): every option is `{ id, name }`. */
export const lookupItem = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'LookupItem' });
export const statusItem = z.object({ id: z.enum(SOLUTION_STATUS_IDS), name: z.string() }).meta({ id: 'StatusItem' });
export const productItem = z
  .object({ id: z.number().int(), name: z.string(), image: z.string().nullable() })
  .meta({ id: 'ProductItem' });

/** One width copy of a picture, for `srcset`: narrowest first in `variants`. */
export const imageVariant = z
  .object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    type: z.enum(['image/avif', 'image/webp']),
  })
  .meta({ id: 'ImageVariant' });
export type ImageVariant = z.infer<typeof imageVariant>;

export const solutionImage = z
  .object({
    id: z.number().int(),
    image_url: z.string(),
    thumbnail_url: z.string(),
    name: z.string(),
    /** The picture's own size, so a page can reserve its box before it arrives. */
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(imageVariant),
  })
  .meta({ id: 'SolutionImage' });

export const hardware = z
  .object({
    cpu_core: z.number(),
    ram: z.number(),
    storage: z.number(),
    gpu: z.number(),
  })
  .meta({ id: 'Hardware' });

/** A card in the list. Fields a caller may not see are absent (docs/product.md §5.2). */
export const solutionSummary = z
  .object({
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
  })
  .meta({ id: 'SolutionSummary' });

/**
 * Why a card matched a search (issue 25): the name and a ten-word window of the description, each
 * HTML-escaped with every matched word wrapped in `<mark>…</mark>`.
 */
export const solutionHighlight = z.object({ name: z.string(), description: z.string() });

/** A card of the list; with a search it carries its highlight. */
export const solutionListItem = solutionSummary
  .extend({ highlight: solutionHighlight.optional() })
  .meta({ id: 'SolutionListItem' });

export const solutionDetail = solutionSummary
  .extend({
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
  })
  .meta({ id: 'SolutionDetail' });

export const facetCount = z
  .object({ id: z.union([z.number().int(), z.string()]), count: z.number().int() })
  .meta({ id: 'FacetCount' });
export const facets = z
  .object({
    industry_group: z.array(facetCount),
    technology: z.array(facetCount),
    status: z.array(facetCount),
    contributor: z.array(facetCount),
    pattern_of_use: z.array(facetCount),
  })
  .meta({ id: 'Facets' });

export const solutionListResponse = z
  .object({
    data: z.array(solutionListItem),
    pagination,
    facets: facets.optional(),
  })
  .meta({ id: 'SolutionList' });

export type LookupItem = z.infer<typeof lookupItem>;
export type StatusItem = z.infer<typeof statusItem>;
export type ProductItem = z.infer<typeof productItem>;
export type SolutionImage = z.infer<typeof solutionImage>;
export type SolutionSummary = z.infer<typeof solutionSummary>;
export type SolutionHighlight = z.infer<typeof solutionHighlight>;
export type SolutionListItem = z.infer<typeof solutionListItem>;
export type SolutionDetail = z.infer<typeof solutionDetail>;
export type Facets = z.infer<typeof facets>;
export type SolutionListResponse = z.infer<typeof solutionListResponse>;
