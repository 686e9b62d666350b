import { z } from 'zod';
import { errorBody } from '../envelope.ts';
import type { Endpoint, MediaResponse } from './endpoint.ts';
import { siteRoutes } from './routes.ts';

const tag = 'notifications';
const query = z.object({ token: z.string().max(200).optional() });
const page = { schema: z.string() };
const answers = (done: string) => ({
  200: { description: done, content: { 'text/html': page } } satisfies MediaResponse,
  400: {
    description: 'A page saying the link is not valid; a token too long to be one is a JSON error',
    content: { 'text/html': page, 'application/json': { schema: errorBody } },
  } satisfies MediaResponse,
});

/**
 * One-click opt-out from new-solution mail, without signing in. GET only shows a page with a
 * button, because mail scanners open links on their own; POST does the opt-out and also serves
 * RFC 8058 one-click requests (`List-Unsubscribe=One-Click`). A saved search's daily digest has
 * the same pair for that one search.
 */
export const notificationEndpoints = {
  showUnsubscribePage: {
    ...siteRoutes.showUnsubscribePage,
    tag,
    summary: 'Opt-out confirmation page',
    query,
    responses: answers('A page with the button that opts out'),
    errors: [],
  },
  unsubscribe: {
    ...siteRoutes.unsubscribe,
    tag,
    summary: 'Opt out of new-solution mail',
    query,
    responses: answers('A page confirming the opt-out'),
    errors: [],
  },
  showSavedSearchUnsubscribePage: {
    ...siteRoutes.showSavedSearchUnsubscribePage,
    tag,
    summary: 'Confirmation page to stop the daily digest of one saved search',
    query,
    responses: answers('A page with the button that stops the digest'),
    errors: [],
  },
  unsubscribeSavedSearch: {
    ...siteRoutes.unsubscribeSavedSearch,
    tag,
    summary: 'Stop the daily digest of one saved search (the search itself is kept)',
    query,
    responses: answers('A page confirming that the digest is off'),
    errors: [],
  },
} satisfies Record<string, Endpoint>;
