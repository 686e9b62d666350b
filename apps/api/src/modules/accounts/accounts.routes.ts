import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { ACTIVATION_RESENT } from './accounts.service.ts';

/** Accounts in the back office (docs/product.md §6.6); admins only, checked before the body is read. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.accounts;

  defineRoute(app, 'listAdminUsers', async (request) => service.list(request.query));

  defineRoute(app, 'updateAdminUser', async (request) => ({
    data: await service.update(request.caller, request.params.id, request.body),
  }));

  defineRoute(app, 'resendActivation', async (request) => {
    await service.resendActivation(request.caller, request.params.id);
    return { message: ACTIVATION_RESENT };
  });
};
