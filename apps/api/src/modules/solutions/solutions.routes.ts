import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the read-API work: GET /api/catalog/solution and /api/catalog/solution/:id.
export const solutionsRoutes: FastifyPluginAsyncZod = async () => {};
