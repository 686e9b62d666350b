import {
  FILTER_GROUPS,
  type FilterGroup,
  MAX_PAGE_SIZE,
  NEW_RELEASE_ORDER,
  NEW_RELEASE_PAGE_SIZE,
  NEW_RELEASE_STATUS,
  ORDER_BY_VALUES,
  SOLUTION_STATUS_IDS,
} from '@catalog/shared';

/**
 * The catalogue query as it lives in the address bar (docs/product.md §4.6), with the
 * names of the list API, so the URL of any view can be shared, reloaded and gone back to.
 */
export interface CatalogParams {
  filters: Record<FilterGroup, string[]>;
  search: string;
  /** '' for none (relevance when searching, else newest first). */
  orderBy: string;
  /** Absent until the paginator or the New Release toggle sets them (docs/product.md §5.3). */
  page?: number;
  pageSize?: number;
}

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

const validOption = (group: FilterGroup, value: string) =>
  group === 'status' ? (SOLUTION_STATUS_IDS as readonly string[]).includes(value) : /^[1-9]\d{0,8}$/.test(value);

function listOf(search: URLSearchParams, group: FilterGroup): string[] {
  const values = search
    .getAll(group)
    .flatMap((raw) => raw.split(','))
    .map((v) => v.trim())
    .filter((v) => validOption(group, v));
  return [...new Set(values)];
}

function whole(raw: string | null, max: number): number | undefined {
  if (!raw || !/^\d{1,7}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

/** Reads a location's query; anything malformed is dropped rather than sent on to a 400. */
export function parseCatalogParams(search: string | URLSearchParams): CatalogParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = Object.fromEntries(FILTER_GROUPS.map((g) => [g, listOf(q, g)])) as Record<FilterGroup, string[]>;
  const orderBy = q.get('order_by') ?? '';
  return {
    filters,
    search: (q.get('search') ?? '').slice(0, 200),
    orderBy: (ORDER_BY_VALUES as readonly string[]).includes(orderBy) ? orderBy : '',
    page: whole(q.get('page'), 1_000_000),
    pageSize: whole(q.get('page_size'), MAX_PAGE_SIZE),
  };
}

/** Query values stay readable in the address bar: commas are legal there and are kept as they are. */
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

/** docs/product.md §4.6 order: each non-empty filter, then order_by, status, page_size, page and search. */
export function toQueryString(params: CatalogParams): string {
  const parts: string[] = [];
  for (const group of FILTER_GROUPS) {
    if (group === 'status') continue;
    const values = params.filters[group];
    if (values.length) parts.push(`${group}=${encode(values.join(','))}`);
  }
  if (params.orderBy) parts.push(`order_by=${encode(params.orderBy)}`);
  if (params.filters.status.length) parts.push(`status=${encode(params.filters.status.join(','))}`);
  if (params.pageSize !== undefined) parts.push(`page_size=${params.pageSize}`);
  if (params.page !== undefined) parts.push(`page=${params.page}`);
  if (params.search.trim()) parts.push(`search=${encode(params.search.trim())}`);
  return parts.join('&');
}

export const isNewRelease = (params: CatalogParams) => params.orderBy.replace(/^-/, '') === NEW_RELEASE_ORDER;

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
  const direction: SortDirection = params.orderBy.startsWith('-') ? 'desc' : 'asc';
  const field = params.orderBy.replace(/^-/, '');
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
    orderBy: on ? NEW_RELEASE_ORDER : '',
    filters: { ...params.filters, status: on ? [NEW_RELEASE_STATUS] : [] },
    pageSize: NEW_RELEASE_PAGE_SIZE,
  });
}

/**
 * docs/product.md §3.6 sort: clicking the active field clears it; Descending prefixes the field with '-'.
 * Choosing a field while New Release is on turns New Release off, which clears its status too.
 */
export function setSort(params: CatalogParams, field: SortField | null, direction: SortDirection): CatalogParams {
  const base = isNewRelease(params) ? setNewRelease(params, false) : params;
  const orderBy = field ? `${direction === 'desc' ? '-' : ''}${field}` : '';
  return firstPage({ ...base, orderBy });
}

/** Direction alone re-orders the current field, New Release included ('-new_release' is oldest first). */
export function setDirection(params: CatalogParams, direction: SortDirection): CatalogParams {
  const field = params.orderBy.replace(/^-/, '');
  if (!field) return params;
  return firstPage({ ...params, orderBy: `${direction === 'desc' ? '-' : ''}${field}` });
}

export function clearFilters(params: CatalogParams): CatalogParams {
  const empty = Object.fromEntries(FILTER_GROUPS.map((g) => [g, []])) as unknown as Record<FilterGroup, string[]>;
  return firstPage({ ...params, filters: empty, orderBy: isNewRelease(params) ? '' : params.orderBy });
}

export const hasFilters = (params: CatalogParams, viewer: Viewer) =>
  isNewRelease(params) || groupsFor(viewer).some((g) => forViewer(params, viewer).filters[g].length > 0);

export const setSearch = (params: CatalogParams, search: string): CatalogParams => firstPage({ ...params, search });

export const setPage = (params: CatalogParams, page: number, pageSize: number): CatalogParams => ({
  ...params,
  page,
  pageSize,
});
