import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { RateLimiter } from '../auth/rate-limits.ts';
import { EnquiriesRepository } from './enquiries.repository.ts';
import { EnquiriesService } from './enquiries.service.ts';

export const ENQUIRY_SENT = 'Thank you! Your enquiry has been sent. Our specialists will contact you soon.';

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new EnquiriesService(new EnquiriesRepository(app.db), app.config, new RateLimiter(app.db));

  defineRoute(
    app,
    'sendEnquiry',
    // The role is settled before the body is validated: an admin learns nothing about the form.
    { onRequest: async (request) => service.assertMayEnquire(request.caller) },
    async (request, reply) => {
      const data = await service.create(request.caller, request.body);
      return reply.status(201).send({ data, message: ENQUIRY_SENT });
    },
  );
};
