import type { ErrorBody } from './envelope.ts';
import type { OperationId, PathParams, QueryOf, ResponseOf, routes } from './endpoints/index.ts';

/**
 * The reads a server-drawn public page makes (docs/decisions/0128-react-server-rendering.md): the
 * list with its facets, one solution, and the lookup lists the filter panel shows. The API answers
 * them in-process from its services, as a visitor; the web's server render asks through this
 * interface instead of sending HTTP requests to its own routes.
 */
export const PAGE_READS = [
  'listSolutions',
  'getSolution',
  'compareSolutions',
  'listIndustryGroups',
  'listTechnologies',
  'listSolutionStatuses',
  'listContributors',
  'listPatternsOfUse',
] as const satisfies readonly OperationId[];

export type PageRead = (typeof PAGE_READS)[number];

export const isPageRead = (id: OperationId): id is PageRead => (PAGE_READS as readonly string[]).includes(id);

/** What a page read takes: its path's params and its query, as the HTTP call would send them. */
export interface PageReadInput<Id extends PageRead> {
  params?: PathParams<(typeof routes)[Id]['path']>;
  query?: QueryOf<Id>;
}

/**
 * The answer: the body the route would send (already through its response schema, so nothing
 * undeclared is in it), or the refusal a visitor would get.
 */
export type PageReadOutcome<Id extends PageRead> =
  { ok: true; body: ResponseOf<Id> } | { ok: false; status: number; body: ErrorBody };

export interface PageDataSource {
  read<Id extends PageRead>(id: Id, input: PageReadInput<Id>): Promise<PageReadOutcome<Id>>;
}
