import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { notModified } from '../solutions/catalog-etag.ts';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * `GET /feed.xml` (docs/product.md §5.13). Like the catalogue's answers it is cached per
 * catalogue version and revalidated by its ETag, so a write shows on the next request
 * (docs/decisions/0071, 0013, 0121).
 */
export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feeds, solutions, catalogCache: cache } = app.services;

  defineRoute(app, 'getFeed', async (request, reply) => {
    const version = await solutions.catalogVersion();
    // A visitor's answer whoever asks, so it carries a visitor's tag and policy (a signed-in
    // caller's copy is still made private by the auth plugin, docs/decisions/0089).
    if (notModified(request, reply, version, 'visitor')) return reply;
    const key = `feed|${JSON.stringify(request.query)}`;
    const body = await cache.get(key, () => feeds.document(request.query, version), version);
    return reply.type(ATOM_TYPE).send(body);
  });
};
