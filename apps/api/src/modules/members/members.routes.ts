import { MEMBER_MESSAGES } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_FORM_BODY_LIMIT as bodyLimit, defineRoute } from '../../lib/define-route.ts';

/** The members' own area (docs/product.md §3.12): any signed-in account, on its own data only. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.members;

  defineRoute(app, 'getProfile', async (request) => ({ data: await service.profile(request.caller.userId!) }));

  defineRoute(app, 'updateProfile', { bodyLimit }, async (request) => ({
    data: await service.updateProfile(request.caller.userId!, request.body),
  }));

  defineRoute(app, 'updateLanguage', { bodyLimit }, async (request) => ({
    data: await service.updateLanguage(request.caller.userId!, request.body.language),
  }));

  defineRoute(app, 'changePassword', { bodyLimit }, async (request) => {
    await service.changePassword(request.caller, request.body, request.ip);
    return { message: MEMBER_MESSAGES.passwordChanged };
  });

  defineRoute(app, 'exportAccountData', async (request, reply) => {
    const file = `solution-catalog-account-${request.caller.userId!}.json`;
    return reply
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(await service.exportData(request.caller.userId!));
  });

  defineRoute(app, 'deleteAccount', { bodyLimit }, async (request) => {
    await service.deleteAccount(request.caller.userId!, request.body.password, request.ip);
    return { message: MEMBER_MESSAGES.accountDeleted };
  });

  defineRoute(app, 'listMyEnquiries', async (request) => ({
    data: await service.myEnquiries(request.caller.userId!),
  }));
};
