import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { ImageIntake } from '../images/image-upload.service.ts';
import { readMultipart, registerMultipart } from '../images/multipart.ts';
import { LOOKUP_DELETED } from './lookups-admin.service.ts';

const LOGO_FIELDS = new Set(['image']);

/** The lookup lists of the back office (docs/product.md §6.6); admins only, checked before the body is read. */
export const lookupsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const service = app.services.lookupsAdmin;

  defineRoute(app, 'listAdminLookups', async (request) => service.list(request.params.kind, request.query));

  defineRoute(app, 'createAdminLookup', async (request, reply) => {
    const data = await service.create(request.caller, request.params.kind, request.body.name);
    return reply.status(201).send({ data });
  });

  defineRoute(app, 'renameAdminLookup', async (request) => {
    const { kind, id } = request.params;
    return { data: await service.rename(request.caller, kind, id, request.body.name) };
  });

  defineRoute(app, 'deleteAdminLookup', async (request) => {
    const { kind, id } = request.params;
    await service.remove(request.caller, kind, id, request.query.merge_into, request.log);
    return { message: LOOKUP_DELETED };
  });

  defineRoute(app, 'uploadProductLogo', async (request) => {
    await service.assertProductExists(request.params.id);
    const intake = new ImageIntake();
    await readMultipart(request, intake.take, LOGO_FIELDS);
    return { data: await service.setLogo(request.caller, request.params.id, intake, request.log) };
  });
};
