import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, ID_FILTER_GROUPS, type IdFilterGroup, type OrderBy } from '../constants.ts';
import {
  distinctIds,
  distinctStatuses,
  FACETS_VALUES,
  facetsAsked,
  isOrderBy,
  type PageParam,
  pageValue,
  SEARCH_MAX,
} from './rules.ts';
import type { SolutionListQuery } from './schema.ts';

/**
 * The list query of a request that breaks no rule, read as the route's schema (schema.ts) reads it,
 * with the same rules (rules.ts) but without zod: every list request is read, and this costs a
 * small part of the schema's parse (docs/decisions/0217). Undefined for a query with any value out
 * of its rules: the schema then reads it and answers the 400 naming the parameter. Keys that are
 * not the list's are left out, as the schema leaves them out.
 */
export function readValidListQuery(params: Readonly<Record<string, unknown>>): SolutionListQuery | undefined {
  const ids = {} as Record<IdFilterGroup, number[]>;
  for (const group of ID_FILTER_GROUPS) {
    const read = asList(params[group], distinctIds);
    if (!read) return undefined;
    ids[group] = read;
  }
  const status = asList(params.status, distinctStatuses);
  const search = params.search;
  const orderBy = orderOf(params.order_by);
  const page = asPage('page', params.page, DEFAULT_PAGE);
  const pageSize = asPage('page_size', params.page_size, DEFAULT_PAGE_SIZE);
  const facets = params.facets;
  if (!status || page === undefined || pageSize === undefined || orderBy === REFUSED) return undefined;
  if (search !== undefined && (typeof search !== 'string' || search.length > SEARCH_MAX)) return undefined;
  if (facets !== undefined && !(FACETS_VALUES as readonly unknown[]).includes(facets)) return undefined;
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
    facets: facetsAsked(facets as string | undefined),
  };
}

/** What a value out of its rules reads as, where undefined means "not given". */
const REFUSED = Symbol('refused');

/** A comma list as the schema takes it (one text or a repeated key's texts), read by `read`. */
function asList<T>(raw: unknown, read: (list: string | readonly string[] | undefined) => T[] | undefined) {
  const isList =
    raw === undefined ||
    typeof raw === 'string' ||
    (Array.isArray(raw) && raw.every((part) => typeof part === 'string'));
  return isList ? read(raw as string | readonly string[] | undefined) : undefined;
}

function orderOf(raw: unknown): OrderBy | undefined | typeof REFUSED {
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && isOrderBy(raw) ? raw : REFUSED;
}

const asPage = (name: PageParam, raw: unknown, fallback: number) =>
  raw === undefined || typeof raw === 'string' ? pageValue(name, raw, fallback) : undefined;
