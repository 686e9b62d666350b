import { FILTER_GROUPS, type FilterGroup, MAX_PAGE_SIZE, ORDER_BY_VALUES, type OrderBy } from './constants.ts';
import { SOLUTION_STATUS_IDS, type SolutionStatus } from './statuses.ts';

/**
 * The rules of the query of `GET /api/catalog/solution` (docs/product.md §4.6, §5.3), written
 * without zod so that both readers share them: the server's schema (`solutionListQuery` in
 * catalog.ts) refuses a value that breaks one with a 400, and the list page reads its address
 * bar with `readListQuery`, which leaves such a value out (docs/decisions/0110-list-page-state.md).
 */

export const SEARCH_MAX = 200;
export const PAGE_MAX = 1_000_000;
export const PAGE_RANGE = { min: 1, max: PAGE_MAX } as const;
export const PAGE_SIZE_RANGE = { min: 1, max: MAX_PAGE_SIZE } as const;

/** A comma list; a repeated key (`status=a&status=b`) counts as one longer list. Parts are trimmed, empty ones dropped. */
export const listParts = (raw: string | readonly string[] | undefined): string[] =>
  (typeof raw === 'string' ? raw : (raw ?? []).join(','))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** An id of a lookup list: a whole number from 1, at most nine digits. */
export const isListId = (part: string) => /^\d{1,9}$/.test(part) && Number(part) >= 1;

export const isStatusId = (part: string): part is SolutionStatus =>
  (SOLUTION_STATUS_IDS as readonly string[]).includes(part);

/** Whether one part of a filter group's list is a value the list accepts. */
export const isFilterValue = (group: FilterGroup, part: string) =>
  group === 'status' ? isStatusId(part) : isListId(part);

export const isOrderBy = (raw: string): raw is OrderBy => (ORDER_BY_VALUES as readonly string[]).includes(raw);

/** `raw` as a whole number within the range, else undefined. */
export function wholeNumberIn(raw: string, range: { min: number; max: number }): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= range.min && n <= range.max ? n : undefined;
}

/** The list query as the address bar carries it; filter values are kept as text (ids in their plain form). */
export interface ListQuery {
  filters: Record<FilterGroup, string[]>;
  search: string;
  /** Absent for none (relevance when searching, else newest first). */
  order_by?: OrderBy;
  page?: number;
  page_size?: number;
}

/** Each group's valid parts, in their first order and once each; ids lose leading zeros. */
function filterValues(query: URLSearchParams, group: FilterGroup): string[] {
  const parts = listParts(query.getAll(group)).filter((part) => isFilterValue(group, part));
  return [...new Set(parts.map((part) => (group === 'status' ? part : String(Number(part)))))];
}

function whole(query: URLSearchParams, name: string, range: { min: number; max: number }) {
  const raw = query.get(name);
  return raw === null ? undefined : wholeNumberIn(raw, range);
}

/**
 * Reads a list query leniently: what the server would refuse is left out rather than sent on to a
 * 400 (a list keeps its good parts, a search is cut to its limit, a bad number or order is dropped).
 */
export function readListQuery(search: string | URLSearchParams): ListQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const orderBy = query.get('order_by') ?? '';
  return {
    filters: Object.fromEntries(FILTER_GROUPS.map((g) => [g, filterValues(query, g)])) as ListQuery['filters'],
    search: (query.get('search') ?? '').slice(0, SEARCH_MAX),
    order_by: isOrderBy(orderBy) ? orderBy : undefined,
    page: whole(query, 'page', PAGE_RANGE),
    page_size: whole(query, 'page_size', PAGE_SIZE_RANGE),
  };
}
