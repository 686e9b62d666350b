import { FILTER_GROUPS, type FilterGroup, ID_FILTER_GROUPS, type OrderBy } from '../constants.ts';
import { SOLUTION_STATUS_IDS } from '../statuses.ts';
import { queryString } from './query-string.ts';
import { isFilterValue, isOrderBy, listParts, type PageParam, pageNumber, SEARCH_MAX } from './rules.ts';
import type { SolutionListFilters } from './schema.ts';

/**
 * The one codec of the list query (docs/decisions/0129-list-query-codec.md): the address bar,
 * the HTTP client, saved searches and feeds read and write the query of `GET /api/catalog/solution`
 * here, with the list API's own names and in the order of docs/product.md §4.6.
 */

/** The list query as the address bar carries it; filter values are kept as text (ids in their plain form). */
export interface ListQuery {
  filters: Record<FilterGroup, string[]>;
  search: string;
  /** Absent for none (relevance when searching, else newest first). */
  order_by?: OrderBy;
  /** Absent until the paginator or the New Release toggle sets it (docs/product.md §5.3). */
  page?: number;
  page_size?: number;
}

/** The list API's query parameters of a list query, as the HTTP client sends them. */
export type ListQueryParams = Partial<Record<FilterGroup | 'order_by' | 'page_size' | 'page' | 'search', string>>;

/** Every filter group, empty. */
export const noFilters = (): ListQuery['filters'] =>
  Object.fromEntries(FILTER_GROUPS.map((group) => [group, [] as string[]])) as ListQuery['filters'];

/** Each group's valid parts, in their first order and once each; ids lose leading zeros. */
function filterValues(query: URLSearchParams, group: FilterGroup): string[] {
  const parts = listParts(query.getAll(group)).filter((part) => isFilterValue(group, part));
  return [...new Set(parts.map((part) => (group === 'status' ? part : String(Number(part)))))];
}

function whole(query: URLSearchParams, name: PageParam) {
  const raw = query.get(name);
  return raw === null ? undefined : pageNumber(name, raw);
}

/**
 * Reads a list query leniently: what the server would refuse is left out rather than sent on to a
 * 400 (a list keeps its good parts, a search is cut to its limit, a bad number or order is dropped).
 * Keys that are not the list's (`lang`, `facets`) are not part of it.
 */
export function readListQuery(search: string | URLSearchParams): ListQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const orderBy = query.get('order_by') ?? '';
  return {
    filters: Object.fromEntries(FILTER_GROUPS.map((g) => [g, filterValues(query, g)])) as ListQuery['filters'],
    search: (query.get('search') ?? '').slice(0, SEARCH_MAX),
    order_by: isOrderBy(orderBy) ? orderBy : undefined,
    page: whole(query, 'page'),
    page_size: whole(query, 'page_size'),
  };
}

/**
 * The list API's parameters for a query, in the order of docs/product.md §4.6: each non-empty
 * filter group, then `order_by`, `status`, `page_size`, `page` and the trimmed `search`.
 */
export function listQueryParams(query: ListQuery): ListQueryParams {
  const params: ListQueryParams = {};
  for (const group of ID_FILTER_GROUPS) {
    if (query.filters[group].length) params[group] = query.filters[group].join(',');
  }
  if (query.order_by) params.order_by = query.order_by;
  if (query.filters.status.length) params.status = query.filters.status.join(',');
  if (query.page_size !== undefined) params.page_size = String(query.page_size);
  if (query.page !== undefined) params.page = String(query.page);
  if (query.search.trim()) params.search = query.search.trim();
  return params;
}

/** The query string of a list query, as the address bar, a feed link and a saved search write it. */
export const writeListQuery = (query: ListQuery): string => queryString(listQueryParams(query));

/** What is listed, without paging: what a feed follows and a saved search keeps (docs/product.md §5.13). */
export const withoutPage = (query: ListQuery): ListQuery => ({ ...query, page: undefined, page_size: undefined });

/**
 * The plain text of a query the list route has read: without paging, ids ascending and statuses
 * in their display order, so the same search always has the same text (a saved search's stored
 * form, a feed's own address).
 */
export function plainListQueryText(checked: SolutionListFilters): string {
  const filters = noFilters();
  for (const group of ID_FILTER_GROUPS) filters[group] = [...checked[group]].sort((a, b) => a - b).map(String);
  filters.status = SOLUTION_STATUS_IDS.filter((status) => checked.status.includes(status));
  return writeListQuery({ filters, search: checked.search, order_by: checked.order_by });
}
