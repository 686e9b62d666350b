import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { ImageIntake } from '../images/image-upload.service.ts';
import { readMultipart, registerMultipart } from '../images/multipart.ts';

export const SOLUTION_CREATED = 'Solution created successfully';
export const SOLUTION_UPDATED = 'Solution updated successfully';
export const SOLUTION_DELETED = 'Solution deleted successfully';

/**
 * The admin side of docs/product.md §6.4. The access check runs on request, before the body is
 * read: a visitor gets 401 and a user 403 whatever they send.
 */
export const solutionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const service = app.services.solutionsAdmin;

  defineRoute(app, 'createSolution', async (request, reply) => {
    const intake = new ImageIntake();
    const fields = await readMultipart(request, intake.take);
    const data = await service.create(request.caller, fields, intake, request.log);
    return reply.status(201).send({ data, message: SOLUTION_CREATED });
  });

  defineRoute(app, 'updateSolution', async (request) => {
    await service.assertExists(request.params.id);
    const intake = new ImageIntake();
    const fields = await readMultipart(request, intake.take);
    const data = await service.update(request.caller, request.params.id, fields, intake, request.log);
    return { data, message: SOLUTION_UPDATED };
  });

  defineRoute(app, 'deleteSolution', async (request) => {
    await service.remove(request.caller, request.params.id);
    return { message: SOLUTION_DELETED };
  });
};
