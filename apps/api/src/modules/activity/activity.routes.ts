import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { paginationOf } from '../../lib/paging.ts';

/** The activity log of admin writes (docs/product.md §6.6). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activity } = app.services.repositories;

  defineRoute(app, 'listAdminActivity', async (request) => {
    const { total, items } = await activity.page(request.query);
    return { data: items, pagination: paginationOf(total, request.query.page, request.query.page_size) };
  });
};
