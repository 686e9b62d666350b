import { z } from 'zod';
import { solutionListQuery } from '../list-query/schema.ts';
import type { Endpoint, MediaResponse } from './endpoint.ts';
import { siteRoutes } from './routes.ts';

/** The list's filters, search and order; a feed has no pages and no facets. */
export const feedQuery = solutionListQuery.omit({ page: true, page_size: true, facets: true });

/** How many entries a feed holds at most: the newest first, or the list's order when one is given. */
export const FEED_SIZE = 50;

export const feedEndpoints = {
  getFeed: {
    ...siteRoutes.getFeed,
    tag: 'catalog',
    summary: `Atom feed of the newest ${FEED_SIZE} solutions a visitor may see, for any list query`,
    query: feedQuery,
    responses: {
      200: {
        description: 'An Atom 1.0 document',
        content: { 'application/atom+xml': { schema: z.string() } },
      } satisfies MediaResponse,
    },
    errors: [400],
  },
} satisfies Record<string, Endpoint>;
