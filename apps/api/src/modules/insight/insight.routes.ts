import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';

/** The insight page's data and its tables as CSV (docs/decisions/0155); admins only. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insight } = app.services;

  defineRoute(app, 'getInsight', async (request) => ({ data: await insight.read(request.query) }));

  defineRoute(app, 'exportInsight', async (request, reply) => {
    const { table, ...range } = request.query;
    const file = `insight-${table}-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(await insight.csv(range, table));
  });
};
