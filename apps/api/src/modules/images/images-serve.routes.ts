import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { coded } from '@catalog/shared';
import { notFound } from '../../lib/errors.ts';
import { type ByteRange, contentTypeOfKey, IMAGE_CACHE_CONTROL, RangeNotSatisfiable } from '../../storage/storage.ts';

/** One `bytes=a-b` or `bytes=a-` range; anything else (several ranges, suffixes) is served whole. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const m = header ? /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] === '' ? undefined : Number(m[2]);
  return end !== undefined && end < start ? undefined : { start, end };
}

/**
 * Serves stored images. Keys are random and never reused, so a year of caching is safe; the
 * type comes from the key the server chose, never from the stored bytes or the client. With a
 * bucket and STORAGE_PUBLIC=redirect the answer is a redirect to a short-lived signed URL
 * (docs/decisions/0090).
 */
export const imagesServeRoutes: FastifyPluginAsyncZod = async (app) => {
  const redirect = app.config.storagePublic === 'redirect' && app.storage.signedUrl;
  defineRoute(app, 'getImageFile', async (request, reply) => {
    const { key } = request.params;
    const type = contentTypeOfKey(key);
    if (!type) throw notFound(coded('server.imageNotFound'));
    if (redirect) {
      const signed = await app.storage.signedUrl!(key, type);
      return reply.header('cache-control', `private, max-age=${signed.reusableFor}`).redirect(signed.url, 302);
    }
    let file;
    try {
      file = await app.storage.read(key, parseRange(request.headers.range));
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiable)) throw error;
      return reply.code(416).header('content-range', `bytes */${error.totalSize}`).send();
    }
    if (!file) throw notFound(coded('server.imageNotFound'));
    reply
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .header('content-length', file.size)
      .type(type);
    if (file.range) {
      reply.code(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.totalSize}`);
    }
    return reply.send(file.stream);
  });
};
