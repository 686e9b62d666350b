import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, ID_FILTER_GROUPS, type IdFilterGroup, type OrderBy } from '../constants.ts';
import type { SolutionStatus } from '../statuses.ts';
import { isListId, isOrderBy, isStatusId, listParts, type PageParam, pageNumber, SEARCH_MAX } from './rules.ts';
import type { SolutionListQuery } from './schema.ts';

/**
 * The list query of a request that breaks no rule, read as the route's schema (schema.ts) reads it,
 * without zod: every list request is read, and this costs a small part of the schema's parse
 * (docs/decisions/0217). Undefined for a query with any value out of its rules: the schema then
 * reads it and answers the 400 naming the parameter. Keys that are not the list's are left out,
 * as the schema leaves them out.
 */
export function readValidListQuery(params: Readonly<Record<string, unknown>>): SolutionListQuery | undefined {
  const ids = {} as Record<IdFilterGroup, number[]>;
  for (const group of ID_FILTER_GROUPS) {
    const read = idsOf(params[group]);
    if (!read) return undefined;
    ids[group] = read;
  }
  const status = statusesOf(params.status);
  const search = params.search;
  const orderBy = orderOf(params.order_by);
  const page = wholeOf('page', params.page, DEFAULT_PAGE);
  const pageSize = wholeOf('page_size', params.page_size, DEFAULT_PAGE_SIZE);
  const facets = params.facets;
  if (!status || page === undefined || pageSize === undefined) return undefined;
  if (search !== undefined && (typeof search !== 'string' || search.length > SEARCH_MAX)) return undefined;
  if (orderBy === REFUSED) return undefined;
  if (facets !== undefined && facets !== '0' && facets !== '1' && facets !== 'true' && facets !== 'false') {
    return undefined;
  }
  return {
    industry_group: ids.industry_group,
    technology: ids.technology,
    status,
    contributor: ids.contributor,
    pattern_of_use: ids.pattern_of_use,
    search: search === undefined ? '' : search.trim(),
    order_by: orderBy,
    page,
    page_size: pageSize,
    facets: facets === '1' || facets === 'true',
  };
}

/** A comma list as the schema takes it: one text or a repeated key's texts. */
const isListValue = (raw: unknown): raw is string | string[] =>
  typeof raw === 'string' || (Array.isArray(raw) && raw.every((part) => typeof part === 'string'));

function idsOf(raw: unknown): number[] | undefined {
  if (raw === undefined) return [];
  if (!isListValue(raw)) return undefined;
  const parts = listParts(raw);
  return parts.every(isListId) ? [...new Set(parts.map(Number))] : undefined;
}

function statusesOf(raw: unknown): SolutionStatus[] | undefined {
  if (raw === undefined) return [];
  if (!isListValue(raw)) return undefined;
  const parts = listParts(raw);
  return parts.every(isStatusId) ? [...new Set(parts)] : undefined;
}

/** What a value out of its rules reads as, where undefined means "not given". */
const REFUSED = Symbol('refused');

function orderOf(raw: unknown): OrderBy | undefined | typeof REFUSED {
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && isOrderBy(raw) ? raw : REFUSED;
}

function wholeOf(name: PageParam, raw: unknown, fallback: number): number | undefined {
  if (raw === undefined || raw === '') return fallback;
  return typeof raw === 'string' ? pageNumber(name, raw) : undefined;
}
