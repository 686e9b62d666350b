import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';

/** The back office's first page (docs/product.md §6.6); admins only. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.overview;
  defineRoute(app, 'getAdminOverview', async () => ({ data: await service.overview() }));
};
