import { dataOf, imageUploadResult, messageBody } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId, writeFailures } from '../../lib/route-schemas.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { SolutionsRepository } from '../solutions/solutions.repository.ts';
import { ImageIntake } from './image-upload.service.ts';
import { ImagesService } from './images.service.ts';
import { readMultipart, registerMultipart } from './multipart.ts';

export const IMAGES_UPLOADED = 'Images uploaded successfully';
export const IMAGE_DELETED = 'Image deleted successfully';

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const service = new ImagesService(app.db, app.storage, new SolutionsRepository(app.db));

  app.post(
    '/api/catalog/solution/:id/images',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['images'],
        summary: 'Add images to a solution (multipart, repeated `images` files)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        params: z.object({ id: pathId }),
        response: { 201: dataOf(imageUploadResult), ...writeFailures },
      },
    },
    async (request, reply) => {
      await service.assertSolutionExists(request.params.id);
      const intake = new ImageIntake();
      await readMultipart(request, intake.take);
      const data = await service.add(request.params.id, intake, request.log);
      const message =
        data.errors.length === 0 ? IMAGES_UPLOADED : `${intake.accepted.length} of ${intake.received} images uploaded`;
      return reply.status(201).send({ data, message });
    },
  );

  app.delete(
    '/api/catalog/solution/images/:imageId',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['images'],
        summary: 'Remove one image of a solution',
        security: [{ bearer: [] }],
        params: z.object({ imageId: pathId }),
        response: { 200: messageBody, ...writeFailures },
      },
    },
    async (request) => {
      await service.remove(request.params.imageId, request.log);
      return { message: IMAGE_DELETED };
    },
  );
};
