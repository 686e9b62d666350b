import type { LookupKind } from '@catalog/shared';
import { SOLUTION_LINKS } from '../../db/solution-links.ts';

export type LookupTable =
  'sectors' | 'industries' | 'technologies' | 'patterns_of_use' | 'contributors' | 'arcgis_products';

/**
 * How solutions use each lookup list the back office keeps: through a link table of
 * db/solution-links.ts, or through a column of `solutions` (one contributor, one sector).
 */
export type LookupUse =
  | { table: LookupTable; via: 'link'; linkTable: string; column: string }
  | { table: LookupTable; via: 'column'; column: 'contributor_id' | 'sector_id' };

const linked = (link: (typeof SOLUTION_LINKS)[keyof typeof SOLUTION_LINKS]): LookupUse => ({
  table: link.lookup,
  via: 'link',
  linkTable: link.table,
  column: link.column,
});

export const LOOKUP_USES: Record<LookupKind, LookupUse> = {
  industry: linked(SOLUTION_LINKS.industry),
  technology: linked(SOLUTION_LINKS.technology),
  pattern_of_use: linked(SOLUTION_LINKS.pattern),
  arcgis_product: linked(SOLUTION_LINKS.product),
  contributor: { table: 'contributors', via: 'column', column: 'contributor_id' },
  sector: { table: 'sectors', via: 'column', column: 'sector_id' },
};
