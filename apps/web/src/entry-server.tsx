import {
  filterGroupsFor,
  isLanguage,
  type Language,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
  listQueryFor,
  listQueryParams,
  type PageDataSource,
  readListQuery,
  type SolutionDetail,
} from '@catalog/shared';
import { type I18n, setupI18n } from '@lingui/core';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { compareIdsOf, compareQuery } from './api/compare.ts';
import { solutionListQuery, solutionQuery } from './api/solutions.ts';
import { hydrationScript } from './app/hydration-data.ts';
import { pageHead } from './app/page-head.ts';
import { Providers } from './app/providers.tsx';
import { routes, type ServerRenderedPage, serverRenderedPage } from './app/router.tsx';
import { filterOptionsQuery } from './api/lookups.ts';
import { isSolutionId } from './features/solution/solution-id.ts';
import { isApiError, readPagesFrom } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import en from 'virtual:catalog/en';
import id from 'virtual:catalog/id';

/**
 * The server render of the public pages (docs/decisions/0124-server-rendered-public-pages.md):
 * the client's own route table and pages, drawn by react-dom's server renderer for a visitor (docs/decisions/0128-react-server-rendering.md).
 * The data they show is read first, in-process from the API's services, into the query cache
 * the page draws from; that same cache is what the browser hydrates with, so it does not fetch again.
 */

export interface RenderHost {
  /** The API's answers to a visitor's page reads, in-process (no HTTP, no token). */
  pages: PageDataSource;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/** What the render reads of the visitor's request to choose the page's language. */
export interface RenderRequest {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

export interface RenderedPage {
  status: 200 | 404;
  /** Which page was drawn; the server adds the chunks it runs to the head (build/page-preloads.ts). */
  page: ServerRenderedPage;
  /** The page's language, for `<html lang>`. */
  language: Language;
  /** Tags for the head: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** The markup of #root. */
  root: string;
  /** Script blocks to put after #root: the data the browser hydrates with. */
  scripts: string;
}

const handler = createStaticHandler(routes);
const CATALOGS = { en, id };

/**
 * The page's language (docs/decisions/0125-languages.md): the address's `?lang=` (each language
 * version's own address), else the visitor's kept choice, else their browser's languages.
 */
function languageOf(url: URL, request: RenderRequest): { language: Language; inAddress: boolean } {
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) return { language: asked, inAddress: true };
  const language = languageFromCookieHeader(request.cookie) ?? languageFromAcceptLanguage(request.acceptLanguage);
  return { language, inAddress: false };
}

/** A translator of its own per request: renders of several languages may run at once. */
function translatorFor(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
}

interface Prefetched {
  /** False when the page's subject is not there for a visitor: the answer is a 404. */
  found: boolean;
  solution?: SolutionDetail;
}

/** Reads what the page shows into `client`, with the same queries the page makes. */
async function prefetch(
  page: ServerRenderedPage,
  url: URL,
  params: Record<string, string | undefined>,
  client: QueryClient,
): Promise<Prefetched> {
  if (page === 'solutions') {
    const query = { ...listQueryParams(listQueryFor('visitor', readListQuery(url.search))), facets: '1' as const };
    await Promise.all([
      client.fetchQuery(solutionListQuery(query, 'visitor')),
      ...filterGroupsFor('visitor').map((g) => client.fetchQuery(filterOptionsQuery(g))),
    ]);
    return { found: true };
  }
  if (page === 'solution') {
    if (!isSolutionId(params.id ?? '')) return { found: false };
    try {
      return { found: true, solution: await client.fetchQuery(solutionQuery(params.id ?? '')) };
    } catch (error) {
      // Not there, or not for visitors: the page draws its own not-found state from this 404.
      if (isApiError(error) && error.status === 404) return { found: false };
      throw error;
    }
  }
  if (page === 'compare') {
    // A choice that cannot make a comparison is drawn as the page's own hint, not fetched.
    const ids = compareIdsOf(url.searchParams.get('ids'));
    if (ids) await client.fetchQuery(compareQuery(ids, 'visitor'));
    return { found: true };
  }
  return { found: page === 'home' };
}

/**
 * The page's markup once every part of it is ready: its data was read before, so nothing waits
 * but the code of lazy parts. Every part is written in place, however large (React would
 * otherwise move large parts to the end, to be put in place by inline scripts the page's CSP
 * refuses and that a page drawn whole does not need).
 */
async function drawn(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `path` (with its query) for a visitor, or answers undefined for a route the server
 * leaves to the client (sign-in, profile, back office...). Throws when the page cannot be drawn;
 * the caller then sends the client's shell.
 */
export async function render(
  path: string,
  host: RenderHost,
  request: RenderRequest = {},
): Promise<RenderedPage | undefined> {
  const url = new URL(path, 'http://server.render');
  const page = serverRenderedPage(url.pathname);
  if (!page) return undefined;
  readPagesFrom(host.pages);

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  if (context.errors) throw new Error(`The route's loader failed while rendering ${url.pathname}`);

  const client = createQueryClient();
  const params = context.matches.at(-1)?.params ?? {};
  const { found, solution } = await prefetch(page, url, params, client);

  const { language, inAddress } = languageOf(url, request);
  const i18n = translatorFor(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const root = await drawn(
    <StrictMode>
      <Providers client={client} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const scripts = hydrationScript({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    // Errors too: a solution not found is drawn from its 404, and hydrates from it.
    queries: dehydrate(client, { shouldDehydrateQuery: () => true }),
  });
  return {
    status: found ? 200 : 404,
    page,
    language,
    head: pageHead({
      page,
      solution,
      publicUrl: host.publicUrl,
      language,
      languageInAddress: inAddress,
      t: i18n._.bind(i18n),
    }),
    root,
    scripts,
  };
}
