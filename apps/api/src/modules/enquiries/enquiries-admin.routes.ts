import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';

/** The enquiry inbox of the back office (docs/product.md §6.6); admins only. */
export const enquiriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.enquiriesAdmin;

  defineRoute(app, 'listAdminEnquiries', async (request) => service.list(request.query));

  defineRoute(app, 'exportAdminEnquiries', async (request, reply) => {
    const file = `enquiries-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(await service.csv(request.query));
  });

  defineRoute(app, 'countNewEnquiries', async () => ({ data: { count: await service.countNew() } }));

  defineRoute(app, 'getAdminEnquiry', async (request) => ({ data: await service.detail(request.params.id) }));

  defineRoute(app, 'updateAdminEnquiry', async (request) => ({
    data: await service.setStatus(request.caller, request.params.id, request.body.status),
  }));

  defineRoute(app, 'addEnquiryNote', async (request, reply) => {
    const data = await service.addNote(request.caller, request.params.id, request.body.body);
    return reply.status(201).send({ data });
  });
};
