import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError, type ErrorAnswer } from '../lib/api.ts';

/**
 * What the server render hands the browser: the router's loader data and the query cache it drew
 * the page from. It travels as a JSON block, which the page's CSP allows because it never runs
 * (docs/decisions/0124-server-rendered-public-pages.md).
 */
export interface HydrationData {
  router: HydrationState;
  queries: DehydratedState;
}

const ELEMENT_ID = 'hydration-data';

/** A JSON script block; `<` is escaped so no text in the data can end the block early. */
export const jsonScript = (attributes: string, data: unknown) =>
  `<script ${attributes}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export const hydrationScript = (data: HydrationData) => jsonScript(`type="application/json" id="${ELEMENT_ID}"`, data);

/** An ApiError as JSON keeps its own fields; its message is the server's under `serverMessage`. */
type ErrorJson = Omit<ErrorAnswer, 'message'> & { status: number; serverMessage?: string };

/** The data of a server-rendered page, or undefined on the client's empty shell. */
export function readHydrationData(): HydrationData | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const data = JSON.parse(text) as HydrationData;
  // An answer the page shows as an error (a solution not found) arrives as plain JSON: the pages
  // read it as the ApiError they would have got from their own request.
  for (const query of data.queries.queries) {
    const error = query.state.error as ErrorJson | null;
    if (error) query.state.error = new ApiError(error.status, { ...error, message: error.serverMessage });
  }
  return data;
}
