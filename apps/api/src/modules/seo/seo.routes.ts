import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { notFound } from '../../lib/errors.ts';
import { notModified } from '../solutions/catalog-etag.ts';

/** How long a robots.txt may be kept: it changes only with PUBLIC_URL, on a restart. */
const ROBOTS_CACHE = 'public, max-age=3600';

/**
 * The sitemap and robots.txt at the site's root (docs/decisions/0123). The sitemap is a visitor's
 * answer whatever token comes with the request, so it follows the catalogue version like the
 * list does (docs/decisions/0071, 0013): one version read per request, a 304 while it holds, and
 * a body kept until the next write.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seo, solutions, catalogCache } = app.services;

  defineRoute(app, 'getSitemap', async (request, reply) => {
    const version = await solutions.catalogVersion();
    if (notModified(request, reply, version, 'visitor')) return reply;
    const body = await catalogCache.get('sitemap', () => seo.sitemap(), version);
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  // A part the index names (docs/decisions/0159); the same version rule, one cache entry per part.
  defineRoute(app, 'getSitemapPart', async (request, reply) => {
    const version = await solutions.catalogVersion();
    if (notModified(request, reply, version, 'visitor')) return reply;
    const { part } = request.params;
    // An empty body stands for "no such part": the cache keeps strings, and no sitemap is empty.
    const body = await catalogCache.get(`sitemap-${part}`, async () => (await seo.sitemapPart(part)) ?? '', version);
    if (!body) throw notFound();
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  defineRoute(app, 'getRobots', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE).send(seo.robots()),
  );
};
