import { resolve } from 'node:path';
import { API_PREFIX, coded, errorBodyOf } from '@catalog/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadPageRenderer, sendPage } from './server-render.ts';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Solution Catalog</title></head>
<body><main><h1>Solution Catalog</h1><p>The web client is not built. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Serves the built client. Hashed assets are cached for a year; any other non-API GET falls
 * back to index.html so client routes survive a reload. Unknown /api paths stay JSON 404s.
 * The build writes brotli and gzip copies beside each text file; the one the client accepts is
 * sent, with `Vary: Accept-Encoding` (docs/decisions/0077-http-caching-of-the-client.md).
 *
 * The public pages (home, list, solution) and unknown paths are drawn on the server by the
 * client's server entry, when it is built (docs/decisions/0124-server-rendered-public-pages.md);
 * if drawing fails, the shell is sent as before.
 */
export async function registerWebClient(
  app: FastifyInstance,
  webDist: string | undefined,
  serverEntry: string | undefined,
) {
  const renderPage = webDist ? await loadPageRenderer(app, serverEntry, resolve(webDist, 'index.html')) : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: resolve(webDist),
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below and on the page; the default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: caches must tell them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(errorBodyOf(coded('server.routeNotFound', { method: request.method, path })));
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).send(errorBodyOf(coded('server.fileNotFound', { path })));
    }
    reply.header('cache-control', 'no-cache');
    if (renderPage) {
      try {
        const page = await renderPage(request);
        if (page) return sendPage(request, reply, page);
      } catch (err) {
        request.log.error({ err }, 'server render failed; the client shell is sent instead');
      }
    }
    if (webDist) return reply.type('text/html').sendFile('index.html');
    return reply.type('text/html').send(PLACEHOLDER);
  });
}
