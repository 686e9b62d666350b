import { MAX_PAGE_SIZE, ORDER_BY_VALUES, type FilterGroup, type OrderBy } from '../constants.ts';
import { SOLUTION_STATUS_IDS, type SolutionStatus } from '../statuses.ts';

/**
 * What each value of the list query may be (docs/product.md §4.6, §5.3), written without zod so
 * that every reader shares it: the route's schema (schema.ts) refuses a value that breaks a rule
 * with a 400, and the address bar's reader (codec.ts) leaves such a value out.
 */

export const SEARCH_MAX = 200;
export const PAGE_MAX = 1_000_000;
/** The whole numbers each paging parameter may be (docs/product.md §6.3). */
export const PAGE_RANGES = {
  page: { min: 1, max: PAGE_MAX },
  page_size: { min: 1, max: MAX_PAGE_SIZE },
} as const;
export type PageParam = keyof typeof PAGE_RANGES;

/** A comma list; a repeated key (`status=a&status=b`) counts as one longer list. Parts are trimmed, empty ones dropped. */
export const listParts = (raw: string | readonly string[] | undefined): string[] =>
  raw === undefined
    ? []
    : (typeof raw === 'string' ? raw : raw.join(','))
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);

/** An id of a lookup list: a whole number from 1, at most nine digits. */
export const isListId = (part: string) => /^\d{1,9}$/.test(part) && Number(part) >= 1;

export const isStatusId = (part: string): part is SolutionStatus =>
  (SOLUTION_STATUS_IDS as readonly string[]).includes(part);

/** A filter group's ids, once each in their first order (`007` and `7` are one), or undefined when a part is not an id. */
export function distinctIds(raw: string | readonly string[] | undefined): number[] | undefined {
  const parts = listParts(raw);
  if (parts.length === 0) return [];
  return parts.every(isListId) ? [...new Set(parts.map(Number))] : undefined;
}

/** The statuses asked for, once each in their first order, or undefined when a part is not a status. */
export function distinctStatuses(raw: string | readonly string[] | undefined): SolutionStatus[] | undefined {
  const parts = listParts(raw);
  if (parts.length === 0) return [];
  return parts.every(isStatusId) ? [...new Set(parts)] : undefined;
}

/** The values `facets` may take. */
export const FACETS_VALUES = ['0', '1', 'true', 'false'] as const;
/** Whether a `facets` value asks for the counts. */
export const facetsAsked = (raw: string | undefined) => raw === '1' || raw === 'true';

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

/** `raw` as a value of the paging parameter `name`, else undefined. */
export const pageNumber = (name: PageParam, raw: string) => wholeNumberIn(raw, PAGE_RANGES[name]);

/** A paging parameter of a list query: `fallback` when not given or empty, else `raw`'s number, or undefined when out of range. */
export const pageValue = (name: PageParam, raw: string | undefined, fallback: number) =>
  raw === undefined || raw === '' ? fallback : pageNumber(name, raw);

/** What an order sorts by, without its direction. */
export type OrderField = Exclude<OrderBy, `-${string}`>;

/** An order's field and direction: a leading `-` is the other direction (docs/product.md §5.3). */
export function orderParts(orderBy: OrderBy): { field: OrderField; descending: boolean } {
  const descending = orderBy.startsWith('-');
  return { field: (descending ? orderBy.slice(1) : orderBy) as OrderField, descending };
}

/** The order by `field`, the `-` form when `descending`. */
export const orderOf = (field: OrderField, descending: boolean): OrderBy => (descending ? `-${field}` : field);
