import {
  FILTER_GROUP_TITLES,
  FILTER_GROUPS,
  type FilterGroup,
  type OrderBy,
  type OrderField,
  orderParts,
  SOLUTION_STATUSES,
  type SolutionListFilters,
} from '@catalog/shared';

export const CATALOG_TITLE = 'Solution Catalog';

const ORDER_TITLES: Record<OrderField, string> = { name: 'Name', technology: 'Technology', new_release: 'New Release' };

/** The names of a filter group's values by id; an id without a name is shown as `#id`. */
export type NamesOf = (group: FilterGroup) => Promise<ReadonlyMap<string, string>>;

export const statusNames: ReadonlyMap<string, string> = new Map(SOLUTION_STATUSES.map((s) => [s.id, s.name]));

function orderTitle(orderBy: OrderBy): string {
  const { field, descending } = orderParts(orderBy);
  return `sorted by ${ORDER_TITLES[field]}${descending ? ', descending' : ''}`;
}

/**
 * A feed's title: the catalogue's name, then what the query asks for in words, e.g.
 * `Solution Catalog: “flood”; Industry: Agriculture, Forestry; sorted by Name`.
 */
export async function feedTitle(query: SolutionListFilters, namesOf: NamesOf): Promise<string> {
  const parts: string[] = [];
  if (query.search) parts.push(`“${query.search}”`);
  for (const group of FILTER_GROUPS) {
    const ids = (query[group] ?? []).map(String);
    if (!ids.length) continue;
    const names = await namesOf(group);
    parts.push(`${FILTER_GROUP_TITLES[group]}: ${ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}`);
  }
  if (query.order_by) parts.push(orderTitle(query.order_by));
  return parts.length ? `${CATALOG_TITLE}: ${parts.join('; ')}` : CATALOG_TITLE;
}
