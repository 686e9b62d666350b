import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the read-API work: GET /api/catalog/{industry-group,technology,...}.
export const lookupsRoutes: FastifyPluginAsyncZod = async () => {};
