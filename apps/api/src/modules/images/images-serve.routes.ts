import { errorBody } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors.ts';
import { SAFE_KEY } from '../../storage/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type a stored key is served with, or undefined when the key is not one we serve. */
export function contentTypeOfKey(key: string): string | undefined {
  if (!SAFE_KEY.test(key) || key.includes('..')) return undefined;
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return key.includes('.') ? CONTENT_TYPES[ext] : undefined;
}

/**
 * Serves stored images. Keys are random and never reused, so a year of caching is safe; the
 * type comes from the key the server chose, never from the stored bytes or the client.
 */
export const imagesServeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:key',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image or thumbnail',
        params: z.object({ key: z.string() }),
        response: { 200: z.unknown().describe('The image bytes'), 404: errorBody },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const type = contentTypeOfKey(key);
      const file = type ? await app.storage.read(key) : null;
      if (!type || !file) throw notFound('Image not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.size)
        .type(type)
        .send(file.stream);
    },
  );
};
