import { dataOf, errorBody, solutionDetail, solutionListQuery, solutionListResponse } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SolutionsRepository } from './solutions.repository.ts';
import { SolutionsService } from './solutions.service.ts';

const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a positive whole number')
    .transform(Number),
});

/** Read side of the catalogue; the write side lives in solutions-admin.*. */
export const solutionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SolutionsService(new SolutionsRepository(app.db));

  app.get(
    '/api/catalog/solution',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Solutions the caller may see: filtered, searched, sorted and paginated, with optional facet counts',
        security: [{ bearer: [] }, {}],
        querystring: solutionListQuery,
        response: { 200: solutionListResponse, 400: errorBody },
      },
    },
    async (request) => service.list(request.caller, request.query),
  );

  app.get(
    '/api/catalog/solution/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One solution with its lookups and images; fields depend on the caller’s role',
        security: [{ bearer: [] }, {}],
        params: idParams,
        response: { 200: dataOf(solutionDetail), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ data: await service.detail(request.caller, request.params.id) }),
  );
};
