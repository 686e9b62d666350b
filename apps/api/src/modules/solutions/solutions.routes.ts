import { endpoints } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { nowIso } from '../../db/database.ts';
import { notModified } from './catalog-etag.ts';
import { countWeight } from '../insight/insight-audience.ts';
import { searchTerms } from './solution-search.ts';
import { emptyPageTotal, writeListPage } from './solution-list-json.ts';

/** Written from its response schema: declared fields only (docs/decisions/0197). */
const detailJson = compiledSerializer(endpoints.getSolution.responses[200]);
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Read side of the catalogue; the write side lives in solutions-admin.*. Answers depend only on
 * the caller's role and the query, so they are cached per catalogue version, carry that version
 * as their ETag, and listings come from the in-memory index (docs/decisions/0070, 0071). A cached
 * answer was written from its response schema when it was made, so nothing undeclared can leak.
 */
export const solutionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { solutions: service, catalogCache: cache, afterAnswer, insightCounter: insight, searchMisses } = app.services;

  defineRoute(app, 'listSolutions', async (request, reply) => {
    const version = await service.catalogVersion();
    if (notModified(request, reply, version)) return reply;
    const body = await cache.get(
      // The address as sent: the same answer for the same address, without writing the read query out again.
      () => `list|${request.caller.role}|${request.url}`,
      async () => writeListPage(await service.listPage(request.caller, request.query, version), request.caller.role),
      version,
    );
    // A search that found nothing is counted after the answer has gone, so the hot list path does not wait for it.
    const found = request.query.search ? emptyPageTotal(body) !== 0 : true;
    if (!found) {
      const words = searchTerms(request.query.search);
      afterAnswer.run(reply, async () => searchMisses.record(words, nowIso().slice(0, 10)));
    }
    // Insight counts a search once, on its first page, in memory (docs/decisions/0155).
    const weight = request.query.search && request.query.page === 1 ? countWeight(request.caller, request.headers) : 0;
    if (weight !== 0) insight.search(searchTerms(request.query.search), found, weight);
    return reply.type(JSON_TYPE).send(body as never);
  });

  // Not cached: the ids make too many keys, and each column is a detail read by its primary key.
  defineRoute(app, 'compareSolutions', async (request) => service.compare(request.caller, request.query.ids));

  defineRoute(app, 'getSolution', async (request, reply) => {
    const version = await service.catalogVersion();
    if (notModified(request, reply, version)) return reply;
    const key = `detail|${request.caller.role}|${request.params.id}`;
    const body = await cache.get(
      key,
      async () => detailJson({ data: await service.detail(request.caller, request.params.id) }),
      version,
    );
    insight.add('view', request.params.id, countWeight(request.caller, request.headers));
    return reply.type(JSON_TYPE).send(body as never);
  });
};
