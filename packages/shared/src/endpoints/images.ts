import { z } from 'zod';
import { dataOf, messageBody } from '../envelope.ts';
import { imageUploadResult } from '../solution-form.ts';
import type { Endpoint, MediaResponse } from './endpoint.ts';
import { idParams, imageIdParams, noBody } from './shapes.ts';
import { siteRoutes } from './routes.ts';

const tag = 'images';
const imageBytes = (description: string): MediaResponse => ({
  description,
  content: { 'image/*': { schema: z.unknown() } },
});

export const imageEndpoints = {
  addSolutionImages: {
    ...siteRoutes.addSolutionImages,
    scope: 'catalog:write',
    tag,
    summary: 'Add images to a solution (multipart, repeated `images` files)',
    consumes: ['multipart/form-data'],
    params: idParams,
    responses: { 201: dataOf(imageUploadResult) },
    errors: [400, 404, 413, 415],
  },
  deleteSolutionImage: {
    ...siteRoutes.deleteSolutionImage,
    scope: 'catalog:write',
    tag,
    summary: 'Remove one image of a solution',
    params: imageIdParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
  /**
   * Keys are random and never reused, so answers are cached for a year; with a bucket and
   * STORAGE_PUBLIC=redirect the answer is a redirect to a short-lived signed URL (docs/decisions/0090).
   */
  getImageFile: {
    ...siteRoutes.getImageFile,
    tag,
    summary: 'A stored image or thumbnail',
    params: z.object({ key: z.string() }),
    responses: {
      200: imageBytes('The image bytes'),
      206: imageBytes('The asked byte range'),
      302: noBody('Redirect to a short-lived signed bucket URL (STORAGE_PUBLIC=redirect)'),
      416: noBody('The range starts past the end'),
    },
    errors: [404],
    unlimited: true,
  },
} satisfies Record<string, Endpoint>;
