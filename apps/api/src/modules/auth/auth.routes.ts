import { AUTH_MESSAGES } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_FORM_BODY_LIMIT as bodyLimit, defineRoute } from '../../lib/define-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: service, afterAnswer } = app.services;

  defineRoute(app, 'register', { bodyLimit }, async (request, reply) => {
    // The account's language: the form's choice, else the visitor's (docs/decisions/0126).
    await service.register(request.body, request.ip, request.body.language ?? requestLanguage(request));
    return reply.status(201).send({ message: AUTH_MESSAGES.registered });
  });

  defineRoute(app, 'activateAccount', async (request) => {
    await service.activate(request.query.activation_token);
    return { message: AUTH_MESSAGES.activated };
  });

  defineRoute(app, 'login', { bodyLimit }, async (request) => {
    const token = await service.login(request.body.email, request.body.password, request.ip);
    return { data: { token } };
  });

  defineRoute(app, 'logout', async (request) => {
    await service.logout(request.caller.userId!, request.caller.sessionId!);
    return { message: AUTH_MESSAGES.signedOut };
  });

  defineRoute(app, 'logoutEverywhere', async (request) => {
    await service.logoutEverywhere(request.caller.userId!);
    return { message: AUTH_MESSAGES.signedOutEverywhere };
  });

  defineRoute(app, 'forgotPassword', { bodyLimit }, async (request, reply) => {
    afterAnswer.run(reply, await service.forgotPassword(request.body.email, request.ip));
    return { message: AUTH_MESSAGES.forgotSent };
  });

  defineRoute(app, 'resetPassword', { bodyLimit }, async (request) => {
    await service.resetPassword(request.query.reset_token, request.body.new_password);
    return { message: AUTH_MESSAGES.resetDone };
  });
};
