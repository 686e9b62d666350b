import {
  codedIssue,
  endpoints,
  errorBodyOf,
  type PageDataSource,
  type PageRead,
  type PageReadOutcome,
} from '@catalog/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VISITOR } from '../lib/caller.ts';
import { HttpError } from '../lib/errors.ts';
import { lookupAnswers } from '../modules/lookups/lookups.routes.ts';

interface ParsedInput {
  params: { id: number };
  query: z.output<typeof endpoints.listSolutions.query> & z.output<typeof endpoints.compareSolutions.query>;
}

/**
 * The server render's reads (packages/shared/src/page-data.ts), answered by the services as a
 * visitor's request to the same route would be: the input through the route's own schemas, the
 * answer through its response schema, a refusal as the route's status and message. No HTTP and
 * no JSON on the way: the object returned is what the page is drawn from and what the browser's
 * cache starts with (docs/decisions/0128-react-server-rendering.md).
 */
export function pageDataSource(app: FastifyInstance): PageDataSource {
  const { solutions, lookups } = app.services;
  const lists = lookupAnswers(lookups);
  const answers: { [Id in PageRead]: (input: ParsedInput) => Promise<unknown> } = {
    listSolutions: ({ query }) => solutions.list(VISITOR, query),
    getSolution: async ({ params }) => ({ data: await solutions.detail(VISITOR, params.id) }),
    compareSolutions: ({ query }) => solutions.compare(VISITOR, query.ids),
    listIndustryGroups: lists.listIndustryGroups,
    listTechnologies: lists.listTechnologies,
    listSolutionStatuses: lists.listSolutionStatuses,
    listContributors: lists.listContributors,
    listPatternsOfUse: lists.listPatternsOfUse,
  };

  return {
    async read<Id extends PageRead>(id: Id, input: { params?: unknown; query?: unknown }) {
      const endpoint = endpoints[id] as { params?: z.ZodType; query?: z.ZodType; responses: { 200: z.ZodType } };
      try {
        const parsed = {
          params: endpoint.params?.parse(input.params ?? {}),
          query: endpoint.query?.parse(input.query ?? {}),
        } as ParsedInput;
        const body = endpoint.responses[200].parse(await answers[id](parsed));
        return { ok: true, body } as PageReadOutcome<Id>;
      } catch (error) {
        if (error instanceof HttpError) return { ok: false, status: error.statusCode, body: error.body };
        // Input a visitor's request would have had refused by the route's schema.
        if (error instanceof z.ZodError) {
          return { ok: false, status: 400, body: errorBodyOf(codedIssue(error.issues[0]!)) };
        }
        throw error;
      }
    },
  };
}
