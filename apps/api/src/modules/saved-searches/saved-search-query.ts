import {
  type CodedMessage,
  coded,
  codedIssue,
  FILTER_GROUPS,
  SOLUTION_STATUS_IDS,
  solutionListQuery,
} from '@catalog/shared';
import type { SolutionListFilters } from '../solutions/solutions.service.ts';

export type SavedQueryReading =
  { ok: true; filters: SolutionListFilters; text: string } | { ok: false; problem: CodedMessage };

/** The query string as the list route receives it: a repeated key is a list of its values. */
function paramsOf(text: string): Record<string, string | string[]> {
  const params = new URLSearchParams(text.trim().replace(/^\?/, ''));
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

/** A value in the address bar's style: encoded, with its commas left readable (docs/product.md §4.6). */
const encoded = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

/**
 * The plain form of a list query: each non-empty filter group (ids ascending, statuses in their
 * display order), then `order_by`, `status` and `search`, in the order the list page writes them;
 * `page`, `page_size` and `facets` left out. The same search therefore always has the same text.
 */
export function plainQueryText(f: SolutionListFilters): string {
  const pairs: Array<[string, string]> = [];
  for (const group of FILTER_GROUPS) {
    if (group === 'status') continue;
    const ids = [...f[group]].sort((a, b) => a - b);
    if (ids.length) pairs.push([group, ids.join(',')]);
  }
  if (f.order_by) pairs.push(['order_by', f.order_by]);
  const statuses = SOLUTION_STATUS_IDS.filter((s) => f.status.includes(s));
  if (statuses.length) pairs.push(['status', statuses.join(',')]);
  if (f.search) pairs.push(['search', f.search]);
  return pairs.map(([key, value]) => `${key}=${encoded(value)}`).join('&');
}

/**
 * Reads a saved search's query with the list's own schema (`solutionListQuery`), so what the list
 * would refuse with a 400 is refused here too, naming the parameter at fault.
 */
export function readSavedQuery(text: string): SavedQueryReading {
  const parsed = solutionListQuery.safeParse(paramsOf(text));
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
  return { ok: true, filters, text: plainQueryText(filters) };
}
