import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { ImageIntake } from './image-upload.service.ts';
import { readMultipart, registerMultipart } from './multipart.ts';

export const IMAGES_UPLOADED = 'Images uploaded successfully';
export const IMAGE_DELETED = 'Image deleted successfully';

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const service = app.services.images;

  defineRoute(app, 'addSolutionImages', async (request, reply) => {
    await service.assertSolutionExists(request.params.id);
    const intake = new ImageIntake();
    await readMultipart(request, intake.take);
    const data = await service.add(request.caller, request.params.id, intake, request.log);
    const message =
      data.errors.length === 0 ? IMAGES_UPLOADED : `${intake.accepted.length} of ${intake.received} images uploaded`;
    return reply.status(201).send({ data, message });
  });

  defineRoute(app, 'deleteSolutionImage', async (request) => {
    await service.remove(request.caller, request.params.imageId, request.log);
    return { message: IMAGE_DELETED };
  });
};
