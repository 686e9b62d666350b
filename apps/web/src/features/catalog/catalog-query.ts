import {
  filterGroupsFor,
  type FilterGroup,
  isNewRelease,
  type ListQuery,
  listQueryFor,
  noFilters,
  orderOf,
  orderParts,
  type Role,
  withNewRelease,
} from '@catalog/shared';

/**
 * The list page's changes of its query (docs/product.md §3.6, §5.3). The query itself, how the
 * address bar reads and writes it and what each role may filter by are the shared list query
 * codec's (docs/decisions/0129-list-query-codec.md).
 */

export type SortField = 'name' | 'technology';
export type SortDirection = 'asc' | 'desc';

/** Panel order: the groups everyone has first. */
export const PANEL_GROUPS: readonly FilterGroup[] = [
  'industry_group',
  'technology',
  'pattern_of_use',
  'status',
  'contributor',
];

export function sortOf(query: ListQuery): { field: SortField | null; direction: SortDirection } {
  if (!query.order_by) return { field: null, direction: 'asc' };
  const { field, descending } = orderParts(query.order_by);
  return { field: field === 'new_release' ? null : field, direction: descending ? 'desc' : 'asc' };
}

/** Any change of what is listed starts again at page 1. */
const firstPage = (query: ListQuery): ListQuery => ({ ...query, page: undefined });

export function toggleOption(query: ListQuery, group: FilterGroup, value: string): ListQuery {
  const current = query.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return firstPage({ ...query, filters: { ...query.filters, [group]: next } });
}

/**
 * docs/product.md §3.6 sort: clicking the active field clears it; Descending prefixes the field with '-'.
 * Choosing a field while New Release is on turns New Release off, which clears its status too.
 */
export function setSort(query: ListQuery, field: SortField | null, direction: SortDirection): ListQuery {
  const base = isNewRelease(query.order_by) ? withNewRelease(query, false) : query;
  return firstPage({ ...base, order_by: field ? orderOf(field, direction === 'desc') : undefined });
}

/** Direction alone re-orders the current field, New Release included ('-new_release' is oldest first). */
export function setDirection(query: ListQuery, direction: SortDirection): ListQuery {
  if (!query.order_by) return query;
  return firstPage({ ...query, order_by: orderOf(orderParts(query.order_by).field, direction === 'desc') });
}

export function clearFilters(query: ListQuery): ListQuery {
  return firstPage({
    ...query,
    filters: noFilters(),
    order_by: isNewRelease(query.order_by) ? undefined : query.order_by,
  });
}

export const hasFilters = (query: ListQuery, role: Role) =>
  isNewRelease(query.order_by) || filterGroupsFor(role).some((g) => listQueryFor(role, query).filters[g].length > 0);

export const setSearch = (query: ListQuery, search: string): ListQuery => firstPage({ ...query, search });

/**
 * A lookup value chosen among the suggestions: its filter on, and the typed words, which only
 * served to find it, gone (docs/decisions/0183-search-suggestions.md).
 */
export function withSuggestedFilter(query: ListQuery, group: FilterGroup, value: string): ListQuery {
  const current = query.filters[group];
  const filters = current.includes(value) ? query.filters : { ...query.filters, [group]: [...current, value] };
  return firstPage({ ...query, search: '', filters });
}

export const setPage = (query: ListQuery, page: number, pageSize: number): ListQuery => ({
  ...query,
  page,
  page_size: pageSize,
});
