import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageDataSource } from '@catalog/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBot } from '../modules/insight/insight-audience.ts';
import { pageDataSource } from './page-data-source.ts';

/** What the web client's server entry (apps/web/src/entry-server.tsx) answers for a path. */
interface RenderedPage {
  status: number;
  /** Which page was drawn: home, solutions, solution or not-found. */
  page: string;
  language: string;
  head: string;
  root: string;
  scripts: string;
}

interface ServerEntry {
  render(
    path: string,
    host: { pages: PageDataSource; publicUrl: string },
    request: { cookie?: string | undefined; acceptLanguage?: string | undefined },
  ): Promise<RenderedPage | undefined>;
}

export interface PageAnswer {
  status: number;
  html: string;
}

/** Draws a page for a visitor, or undefined when the path is one the client draws alone. */
export type PageRenderer = (request: FastifyRequest) => Promise<PageAnswer | undefined>;

const ROOT = '<div id="root"></div>';
/** Written by the client build beside index.html. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';
/** The template's own title and description, replaced by the page's head. */
const TEMPLATE_HEAD = [/<title>[^<]*<\/title>\s*/, /<meta name="description"[^>]*>\s*/];

/**
 * What the client build lists for the drawn pages (apps/web/build/page-preloads.ts): the one script
 * they name, and the chunks each page and each language (and a page's own texts in it) runs before
 * hydration.
 */
interface PagePreloads {
  boot: string;
  pages: Record<string, string[] | undefined>;
  languages: Record<string, string[] | undefined>;
  /** A page's own texts by language, for the pages that have some. */
  pageTexts: Record<string, Record<string, string[] | undefined> | undefined>;
}

/** The built index.html ready for drawn pages: its script tags taken out, to be loaded by boot. */
export interface PageTemplate {
  html: string;
  /** The app's entry and the chunks index.html preloads for it. */
  entry: string;
  chunks: string[];
  preloads: PagePreloads;
}

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function pageTemplate(index: string, preloads: PagePreloads): PageTemplate {
  const entry = ENTRY_TAG.exec(index)?.[1];
  if (!entry || !index.includes(ROOT) || !index.includes('</head>')) {
    throw new Error(`index.html lacks its entry script, ${ROOT} or </head>`);
  }
  const chunks = [...index.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
  const html = TEMPLATE_HEAD.reduce((page, tag) => page.replace(tag, ''), index)
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '');
  return { html, entry, chunks, preloads };
}

/**
 * A drawn page: the template with the page's language, head, markup and hydration data. Its only
 * script is the boot script, which loads the listed code once the page has been shown
 * (docs/decisions/0127-hydration-in-turns.md).
 */
export function fillTemplate(template: PageTemplate, page: RenderedPage): string {
  const { preloads } = template;
  const code = {
    entry: template.entry,
    chunks: [
      ...template.chunks,
      ...(preloads.languages[page.language] ?? []),
      ...(preloads.pageTexts[page.page]?.[page.language] ?? []),
      ...(preloads.pages[page.page] ?? []),
    ],
  };
  const scripts =
    `<script type="application/json" id="page-code">${JSON.stringify(code).replace(/</g, '\\u003c')}</script>\n    ` +
    `<script type="module" crossorigin src="${preloads.boot}"></script>`;
  return template.html
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace('</head>', `  ${scripts}\n    ${page.head}\n  </head>`)
    .replace(ROOT, `<div id="root">${page.root}</div>\n    ${page.scripts}`);
}

/**
 * Loads the server entry the client's build made and the built index.html it fills. Undefined
 * (and a warning) when either is missing or unusable: every page then gets the client's shell.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryPath: string | undefined,
  templatePath: string,
): Promise<PageRenderer | undefined> {
  if (!entryPath) return undefined;
  let entry: ServerEntry;
  let template: PageTemplate;
  try {
    entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
    const preloads = JSON.parse(
      await readFile(join(dirname(templatePath), PAGE_PRELOADS_FILE), 'utf8'),
    ) as PagePreloads;
    template = pageTemplate(await readFile(templatePath, 'utf8'), preloads);
  } catch (err) {
    app.log.warn({ err }, 'server rendering is off: the client shell is sent for every page');
    return undefined;
  }
  const host = { pages: pageDataSource(app), publicUrl: app.config.publicUrl };
  return async (request) => {
    const page = await entry.render(request.url, host, {
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (page?.page === 'solution' && page.status === 200) countPageView(app, request);
    return page && { status: page.status, html: fillTemplate(template, page) };
  };
}

const SOLUTION_PAGE = /^\/solution\/(\d+)(?:[/?#]|$)/;

/**
 * A drawn solution page is a view (docs/decisions/0155). The page is drawn for a visitor, as the
 * session is known only in the browser: a signed-in browser's refetch after hydration sets that
 * right (modules/insight/insight-audience.ts).
 */
function countPageView(app: FastifyInstance, request: FastifyRequest) {
  const id = SOLUTION_PAGE.exec(request.url)?.[1];
  if (id && !isBot(request.headers['user-agent'])) app.services.insightCounter.add('view', Number(id));
}

/**
 * A drawn page, compressed as the client accepts (brotli at a speed fit for each request, else
 * gzip), like the build's precompressed files (docs/decisions/0077).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  // The page's language follows the lang cookie and Accept-Language (docs/decisions/0125).
  reply.status(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie, accept-language');
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(page.html));
  return reply.send(page.html);
}
