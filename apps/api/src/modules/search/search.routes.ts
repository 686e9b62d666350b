import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { SYNONYM_DELETED } from './synonyms.service.ts';

/**
 * The search engine's routes (issue 25): suggestions and related solutions for every caller, the
 * synonym sets for admins (refused before the body is read, as every admin route).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const solutions = app.services.solutions;
  const synonyms = app.services.synonyms;

  defineRoute(app, 'suggestCatalog', async (request) => ({
    data: await solutions.suggest(request.caller, request.query.q),
  }));

  defineRoute(app, 'listRelatedSolutions', async (request) => ({
    data: await solutions.related(request.caller, request.params.id),
  }));

  defineRoute(app, 'listAdminSynonyms', async () => ({ data: await synonyms.list() }));

  defineRoute(app, 'createAdminSynonym', async (request, reply) => {
    const data = await synonyms.create(request.caller, request.body.terms);
    return reply.status(201).send({ data });
  });

  defineRoute(app, 'updateAdminSynonym', async (request) => ({
    data: await synonyms.update(request.caller, request.params.id, request.body.terms),
  }));

  defineRoute(app, 'deleteAdminSynonym', async (request) => {
    await synonyms.remove(request.caller, request.params.id);
    return { message: SYNONYM_DELETED };
  });
};
