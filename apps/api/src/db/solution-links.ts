import type { FilterGroup, SolutionFormValues } from '@catalog/shared';

/**
 * The links between a solution and its lookups, written down once (docs/decisions/0107): for each,
 * the link table and its column naming the lookup row, the lookup table, the form field that sends
 * the ids, and the catalogue filter that matches them (products are not a filter). The table
 * types, the queries, the admin writes and the demo seed all read this list.
 */
export const SOLUTION_LINKS = {
  industry: {
    table: 'solution_industries',
    column: 'industry_id',
    lookup: 'industries',
    formField: 'industry_ids',
    filter: 'industry_group',
  },
  technology: {
    table: 'solution_technologies',
    column: 'technology_id',
    lookup: 'technologies',
    formField: 'technology_ids',
    filter: 'technology',
  },
  pattern: {
    table: 'solution_patterns',
    column: 'pattern_id',
    lookup: 'patterns_of_use',
    formField: 'pattern_of_use_ids',
    filter: 'pattern_of_use',
  },
  product: {
    table: 'solution_products',
    column: 'product_id',
    lookup: 'arcgis_products',
    formField: 'arcgis_product_ids',
    filter: null,
  },
} as const satisfies Record<
  string,
  { table: string; column: string; lookup: string; formField: keyof SolutionFormValues; filter: FilterGroup | null }
>;

export type SolutionLinkName = keyof typeof SOLUTION_LINKS;
export type SolutionLink = (typeof SOLUTION_LINKS)[SolutionLinkName];
export const SOLUTION_LINK_NAMES = Object.keys(SOLUTION_LINKS) as SolutionLinkName[];

/** The ids a solution links to, per link. */
export type SolutionLinkIds = Record<SolutionLinkName, number[]>;

/** The filter groups that are links, and the link of each. */
export type LinkFilter = NonNullable<SolutionLink['filter']>;
export const FILTER_LINKS = Object.fromEntries(
  Object.values(SOLUTION_LINKS).flatMap((link) => (link.filter ? [[link.filter, link]] : [])),
) as Record<LinkFilter, SolutionLink>;
export const LINK_FILTERS = Object.keys(FILTER_LINKS) as LinkFilter[];
