import { dataOf, messageBody, solutionDetail } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId, writeFailures } from '../../lib/route-schemas.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { ImageIntake } from '../images/image-upload.service.ts';
import { readMultipart, registerMultipart } from '../images/multipart.ts';
import { NewSolutionNotifier } from '../notifications/new-solution.service.ts';
import { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { SolutionsAdminRepository } from './solutions-admin.repository.ts';
import { SolutionsAdminService } from './solutions-admin.service.ts';
import { SolutionsRepository } from './solutions.repository.ts';
import { SolutionsService } from './solutions.service.ts';

export const SOLUTION_CREATED = 'Solution created successfully';
export const SOLUTION_UPDATED = 'Solution updated successfully';
export const SOLUTION_DELETED = 'Solution deleted successfully';

const common = { tags: ['solutions'], security: [{ bearer: [] }] };

/**
 * The admin side of docs/product.md §6.4. `adminOnly` runs on request, before the body is read:
 * a visitor gets 401 and a user 403 whatever they send.
 */
export const solutionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const service = new SolutionsAdminService(
    new SolutionsAdminRepository(app.db),
    new SolutionsService(new SolutionsRepository(app.db)),
    new NewSolutionNotifier(new NotificationsRepository(app.db), app.config),
    app.storage,
  );

  app.post(
    '/api/catalog/solution',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'Create a solution (multipart form fields, repeated `images` files)',
        consumes: ['multipart/form-data'],
        response: { 201: dataOf(solutionDetail), ...writeFailures },
      },
    },
    async (request, reply) => {
      const intake = new ImageIntake();
      const fields = await readMultipart(request, intake.take);
      const data = await service.create(request.caller, fields, intake, request.log);
      return reply.status(201).send({ data, message: SOLUTION_CREATED });
    },
  );

  app.put(
    '/api/catalog/solution/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'Edit a solution; fields left out keep their value',
        consumes: ['multipart/form-data'],
        params: z.object({ id: pathId }),
        response: { 200: dataOf(solutionDetail), ...writeFailures },
      },
    },
    async (request) => {
      await service.assertExists(request.params.id);
      const intake = new ImageIntake();
      const fields = await readMultipart(request, intake.take);
      const data = await service.update(request.caller, request.params.id, fields, intake, request.log);
      return { data, message: SOLUTION_UPDATED };
    },
  );

  app.delete(
    '/api/catalog/solution/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'Delete a solution and its images',
        params: z.object({ id: pathId }),
        response: { 200: messageBody, ...writeFailures },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.log);
      return { message: SOLUTION_DELETED };
    },
  );
};
