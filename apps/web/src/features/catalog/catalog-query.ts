import {
  FILTER_GROUPS,
  type FilterGroup,
  type ListQuery,
  NEW_RELEASE_ORDER,
  NEW_RELEASE_PAGE_SIZE,
  NEW_RELEASE_STATUS,
  isOrderBy,
  type OrderBy,
  type QueryOf,
  readListQuery,
} from '@catalog/shared';
import { withQuery } from '../../lib/api.ts';

/**
 * The catalogue query as it lives in the address bar (docs/product.md §4.6), with the
 * names of the list API, so the URL of any view can be shared, reloaded and gone back to.
 * `page` and `page_size` stay absent until the paginator or the New Release toggle sets them
 * (docs/product.md §5.3).
 */
export type CatalogParams = ListQuery;

export type Viewer = 'visitor' | 'user' | 'admin';
export type SortField = 'name' | 'technology';
export type SortDirection = 'asc' | 'desc';

/** docs/product.md §2.2: Pattern of Use, Status and Contributor filters are for admins only. */
export const ADMIN_ONLY_GROUPS: readonly FilterGroup[] = ['pattern_of_use', 'status', 'contributor'];

export const groupsFor = (viewer: Viewer): FilterGroup[] =>
  FILTER_GROUPS.filter((group) => viewer === 'admin' || !ADMIN_ONLY_GROUPS.includes(group));

/** Panel order: the groups everyone has first. */
export const PANEL_GROUPS: readonly FilterGroup[] = [
  'industry_group',
  'technology',
  'pattern_of_use',
  'status',
  'contributor',
];

/** Reads a location's query with the list API's own rules; anything malformed is dropped rather than sent on to a 400. */
export const parseCatalogParams = (search: string | URLSearchParams): CatalogParams => readListQuery(search);

/**
 * The list API's query for these params, in the order of docs/product.md §4.6: each non-empty
 * filter, then order_by, status, page_size, page and search.
 */
export function toListQuery(params: CatalogParams): QueryOf<'listSolutions'> {
  const query: QueryOf<'listSolutions'> = {};
  for (const group of FILTER_GROUPS) {
    if (group !== 'status' && params.filters[group].length) query[group] = params.filters[group].join(',');
  }
  if (params.order_by) query.order_by = params.order_by;
  if (params.filters.status.length) query.status = params.filters.status.join(',');
  if (params.page_size !== undefined) query.page_size = String(params.page_size);
  if (params.page !== undefined) query.page = String(params.page);
  if (params.search.trim()) query.search = params.search.trim();
  return query;
}

/** The address bar's query string for these params (commas stay readable there). */
export const toQueryString = (params: CatalogParams) => withQuery('', toListQuery(params)).replace(/^\?/, '');

/**
 * The query of what is listed, without paging: what a feed follows and a saved search keeps
 * (docs/product.md §5.13).
 */
export const withoutPage = (params: CatalogParams): CatalogParams => ({
  ...params,
  page: undefined,
  page_size: undefined,
});

/** The field of `order_by` without its direction, '' for none. */
const orderField = (params: CatalogParams) => (params.order_by ?? '').replace(/^-/, '');

function ordered(field: string, direction: SortDirection): OrderBy | undefined {
  const value = `${direction === 'desc' ? '-' : ''}${field}`;
  return isOrderBy(value) ? value : undefined;
}

export const isNewRelease = (params: CatalogParams) => orderField(params) === NEW_RELEASE_ORDER;

/**
 * What the viewer's list call carries: groups the role has no control for are left out, so a
 * shared admin link cannot filter a visitor's list by something the visitor cannot see or clear.
 * Status is the New Release toggle's for everyone else (docs/product.md §5.3).
 */
export function forViewer(params: CatalogParams, viewer: Viewer): CatalogParams {
  if (viewer === 'admin') return params;
  const keepStatus = isNewRelease(params) && params.filters.status.every((s) => s === NEW_RELEASE_STATUS);
  return {
    ...params,
    filters: {
      ...params.filters,
      pattern_of_use: [],
      contributor: [],
      status: keepStatus ? params.filters.status : [],
    },
  };
}

export function sortOf(params: CatalogParams): { field: SortField | null; direction: SortDirection } {
  const direction: SortDirection = params.order_by?.startsWith('-') ? 'desc' : 'asc';
  const field = orderField(params);
  return { field: field === 'name' || field === 'technology' ? field : null, direction };
}

/** Any change of what is listed starts again at page 1. */
const firstPage = (params: CatalogParams): CatalogParams => ({ ...params, page: undefined });

export function toggleOption(params: CatalogParams, group: FilterGroup, value: string): CatalogParams {
  const current = params.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return firstPage({ ...params, filters: { ...params.filters, [group]: next } });
}

/**
 * docs/product.md §5.3: on sets order_by to new_release and status to release_public; off clears both;
 * page_size 10 either way.
 */
export function setNewRelease(params: CatalogParams, on: boolean): CatalogParams {
  return firstPage({
    ...params,
    order_by: on ? NEW_RELEASE_ORDER : undefined,
    filters: { ...params.filters, status: on ? [NEW_RELEASE_STATUS] : [] },
    page_size: NEW_RELEASE_PAGE_SIZE,
  });
}

/**
 * docs/product.md §3.6 sort: clicking the active field clears it; Descending prefixes the field with '-'.
 * Choosing a field while New Release is on turns New Release off, which clears its status too.
 */
export function setSort(params: CatalogParams, field: SortField | null, direction: SortDirection): CatalogParams {
  const base = isNewRelease(params) ? setNewRelease(params, false) : params;
  return firstPage({ ...base, order_by: ordered(field ?? '', direction) });
}

/** Direction alone re-orders the current field, New Release included ('-new_release' is oldest first). */
export function setDirection(params: CatalogParams, direction: SortDirection): CatalogParams {
  const field = orderField(params);
  if (!field) return params;
  return firstPage({ ...params, order_by: ordered(field, direction) });
}

export function clearFilters(params: CatalogParams): CatalogParams {
  const empty = Object.fromEntries(FILTER_GROUPS.map((g) => [g, [] as string[]])) as CatalogParams['filters'];
  return firstPage({ ...params, filters: empty, order_by: isNewRelease(params) ? undefined : params.order_by });
}

export const hasFilters = (params: CatalogParams, viewer: Viewer) =>
  isNewRelease(params) || groupsFor(viewer).some((g) => forViewer(params, viewer).filters[g].length > 0);

export const setSearch = (params: CatalogParams, search: string): CatalogParams => firstPage({ ...params, search });

export const setPage = (params: CatalogParams, page: number, pageSize: number): CatalogParams => ({
  ...params,
  page,
  page_size: pageSize,
});
