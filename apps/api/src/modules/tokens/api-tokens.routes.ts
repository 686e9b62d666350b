import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';

export const TOKEN_REVOKED = 'Token revoked';

/** API tokens (docs/decisions/0170): admins only. */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiTokens } = app.services;

  defineRoute(app, 'listApiTokens', async () => ({ data: await apiTokens.list() }));

  defineRoute(app, 'createApiToken', async (request, reply) => {
    reply.code(201);
    return { data: await apiTokens.create(request.caller, request.body) };
  });

  defineRoute(app, 'revokeApiToken', async (request) => {
    await apiTokens.revoke(request.caller, request.params.id);
    return { message: TOKEN_REVOKED };
  });
};
