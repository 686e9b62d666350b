import { z } from 'zod';
import { type CodedMessage, coded } from '../message-codes.ts';
import { codedIssue, fail, oneOfOr, upTo } from '../validation.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, ORDER_BY_VALUES } from '../constants.ts';
import { SOLUTION_STATUS_IDS } from '../statuses.ts';
import { plainListQueryText } from './codec.ts';
import { queryParams } from './query-string.ts';
import {
  distinctIds,
  distinctStatuses,
  FACETS_VALUES,
  facetsAsked,
  isOrderBy,
  PAGE_RANGES,
  type PageParam,
  pageValue,
  SEARCH_MAX,
} from './rules.ts';

/**
 * The list query read strictly, as the list route reads it: a value that breaks a rule of
 * rules.ts is a 400 naming its parameter (docs/product.md §5.3). The list page never loads this
 * file, so zod stays out of its route (docs/decisions/0110-list-page-state.md).
 */

const commaList = z.union([z.string(), z.array(z.string())]).optional();

/** `"1,2,3"` → `[1, 2, 3]`; an empty value is no filter; anything but whole ids is a 400. */
const idList = (group: string) =>
  commaList.transform((raw, ctx) => {
    const ids = distinctIds(raw);
    if (!ids) {
      fail(ctx, coded('query.idList', { name: group }));
      return z.NEVER;
    }
    return ids;
  });

const statusList = commaList.transform((raw, ctx) => {
  const statuses = distinctStatuses(raw);
  if (!statuses) {
    fail(ctx, coded('query.valueList', { name: 'status', values: SOLUTION_STATUS_IDS.join(', ') }));
    return z.NEVER;
  }
  return statuses;
});

const wholeNumber = (name: PageParam, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const n = pageValue(name, raw, fallback);
      if (n === undefined) {
        const { min, max } = PAGE_RANGES[name];
        fail(ctx, coded('query.wholeNumberFromTo', { name, min, max }));
        return z.NEVER;
      }
      return n;
    });

/** `page` and `page_size` of every paged list (docs/product.md §6.3). */
export const pageQueryFields = {
  page: wholeNumber('page', DEFAULT_PAGE),
  page_size: wholeNumber('page_size', DEFAULT_PAGE_SIZE),
};

/** Query of `GET /api/catalog/solution` (docs/product.md §4.6, §5.3). */
export const solutionListQuery = z.object({
  industry_group: idList('industry_group'),
  technology: idList('technology'),
  status: statusList,
  contributor: idList('contributor'),
  pattern_of_use: idList('pattern_of_use'),
  search: upTo(z.string(), SEARCH_MAX, coded('query.tooLong', { name: 'search', max: SEARCH_MAX }))
    .optional()
    .transform((s) => (s ?? '').trim()),
  order_by: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      if (!isOrderBy(raw)) {
        fail(ctx, coded('query.oneOf', { name: 'order_by', values: ORDER_BY_VALUES.join(', ') }));
        return z.NEVER;
      }
      return raw;
    }),
  ...pageQueryFields,
  facets: oneOfOr(FACETS_VALUES, coded('query.facets')).optional().transform(facetsAsked),
});
export type SolutionListQuery = z.output<typeof solutionListQuery>;

/** What a list query asks for, without its page: the list's, a feed's and a saved search's query alike. */
export type SolutionListFilters = Omit<SolutionListQuery, 'page' | 'page_size' | 'facets'>;

export type ListQueryTextReading =
  { ok: true; filters: SolutionListFilters; text: string } | { ok: false; problem: CodedMessage };

/**
 * Reads a list query's text (a saved search's) as the list route reads its query, so what the
 * list would refuse with a 400 is refused here too, naming the parameter at fault. A valid query
 * comes with its plain text (`plainListQueryText`).
 */
export function readListQueryText(text: string): ListQueryTextReading {
  const parsed = solutionListQuery.safeParse(queryParams(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const param = String(issue.path[0] ?? 'query');
    // The list's own messages name their parameter; a message of zod's gets it in front.
    const problem = issue.message.startsWith(param)
      ? codedIssue(issue)
      : coded('server.unlisted', { reason: `${param}: ${issue.message}` });
    return { ok: false, problem };
  }
  const { page: _page, page_size: _pageSize, facets: _facets, ...filters } = parsed.data;
  return { ok: true, filters, text: plainListQueryText(filters) };
}
