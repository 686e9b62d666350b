import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { API_MESSAGES } from '@catalog/shared';

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.enquiries;

  defineRoute(
    app,
    'sendEnquiry',
    // The role is settled before the body is validated: an admin learns nothing about the form.
    { onRequest: async (request) => service.assertMayEnquire(request.caller) },
    async (request, reply) => {
      const data = await service.create(request.caller, request.body);
      return reply.status(201).send({ data, message: API_MESSAGES.enquirySent });
    },
  );
};
