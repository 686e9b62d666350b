/** One option of a facet and how many solutions it would match (docs/decisions/0011). */
export interface FacetRow {
  id: number | string;
  count: number;
}

/** Facet options are listed by id; status ids are text. */
export const byFacetId = (a: FacetRow, b: FacetRow) =>
  typeof a.id === 'number' && typeof b.id === 'number' ? a.id - b.id : String(a.id).localeCompare(String(b.id));
