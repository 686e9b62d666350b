import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';

export const WEBHOOK_DELETED = 'Webhook deleted';

/** Webhook endpoints and deliveries (docs/decisions/0172): admins only. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services;

  defineRoute(app, 'listWebhooks', async () => ({ data: await webhooks.list() }));

  defineRoute(app, 'createWebhook', async (request, reply) => {
    reply.code(201);
    return { data: await webhooks.create(request.caller, request.body) };
  });

  defineRoute(app, 'updateWebhook', async (request) => ({
    data: await webhooks.update(request.caller, request.params.id, request.body),
  }));

  defineRoute(app, 'deleteWebhook', async (request) => {
    await webhooks.remove(request.caller, request.params.id);
    return { message: WEBHOOK_DELETED };
  });

  defineRoute(app, 'listWebhookDeliveries', async (request) => ({
    data: await webhooks.deliveries(request.params.id),
  }));

  defineRoute(app, 'redeliverWebhook', async (request, reply) => {
    reply.code(201);
    return { data: await webhooks.redeliver(request.params.id) };
  });
};
