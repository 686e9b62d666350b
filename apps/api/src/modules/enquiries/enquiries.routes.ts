import { dataOf, enquiryForm, enquiryResult, errorBody } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiter } from '../auth/rate-limits.ts';
import { EnquiriesRepository } from './enquiries.repository.ts';
import { EnquiriesService } from './enquiries.service.ts';

export const ENQUIRY_SENT = 'Thank you! Your enquiry has been sent. Our specialists will contact you soon.';

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new EnquiriesService(new EnquiriesRepository(app.db), app.config, new RateLimiter(app.db));

  app.post(
    '/api/catalog/enquiry',
    {
      // The role is settled before the body is validated: a visitor learns nothing about the form.
      onRequest: async (request) => service.assertMayEnquire(request.caller),
      schema: {
        tags: ['enquiries'],
        summary: 'Send a demo and enquiry request about a solution',
        security: [{ bearer: [] }],
        body: enquiryForm,
        response: {
          201: dataOf(enquiryResult),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.caller, request.body);
      return reply.status(201).send({ data, message: ENQUIRY_SENT });
    },
  );
};
