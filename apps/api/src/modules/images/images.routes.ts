import { dataOf, errorBody, imageUploadResult, messageBody } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../plugins/auth.ts';
import { SolutionsRepository } from '../solutions/solutions.repository.ts';
import { ImageIntake } from './image-upload.service.ts';
import { ImagesService } from './images.service.ts';
import { readMultipart, registerMultipart } from './multipart.ts';

export const IMAGES_UPLOADED = 'Images uploaded successfully';
export const IMAGE_DELETED = 'Image deleted successfully';

const id = z.coerce
  .number({ message: 'Invalid id' })
  .int('Invalid id')
  .min(1, 'Invalid id')
  .max(2_147_483_647, 'Invalid id');
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

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
        params: z.object({ id }),
        response: { 201: dataOf(imageUploadResult), ...failures },
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
        params: z.object({ imageId: id }),
        response: { 200: messageBody, ...failures },
      },
    },
    async (request) => {
      await service.remove(request.params.imageId, request.log);
      return { message: IMAGE_DELETED };
    },
  );
};
