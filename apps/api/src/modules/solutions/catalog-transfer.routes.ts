import { coded, IMPORT_MEDIA_TYPES } from '@catalog/shared';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { exportChunks } from './catalog-export.ts';
import { recordsOfCsv, recordsOfJson } from './catalog-import-records.ts';

const MEDIA_TYPE = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

/**
 * Bulk export and import of the catalogue (docs/decisions/0176); admins only, refused before the
 * body is read. The import reads its body as text itself, JSON or CSV, up to IMPORT_BODY_LIMIT_MB;
 * any other media type is a 415.
 */
export const catalogTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { solutions, catalogImport } = app.services;
  const bodyLimit = app.config.importBodyLimit;

  // Within this plugin only: both media types arrive as text, parsed by the import's own rules.
  app.removeAllContentTypeParsers();
  for (const type of IMPORT_MEDIA_TYPES)
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));

  defineRoute(app, 'exportCatalog', async (request, reply) => {
    const format = request.query.format;
    const file = `solutions-${new Date().toISOString().slice(0, 10)}.${format}`;
    return (
      reply
        .type(MEDIA_TYPE[format])
        .header('content-disposition', `attachment; filename="${file}"`)
        // A stream of the documented body: the typed reply knows only whole values.
        .send(Readable.from(exportChunks(solutions, format)) as never)
    );
  });

  defineRoute(app, 'importCatalog', { bodyLimit }, async (request) => {
    const text = request.body as unknown;
    if (typeof text !== 'string' || text.trim() === '') throw badRequest(coded('admin.importEmpty'));
    const csv = (request.headers['content-type'] ?? '').toLowerCase().startsWith('text/csv');
    const records = csv ? recordsOfCsv(text) : recordsOfJson(text);
    return { data: await catalogImport.run(request.caller, records, request.query) };
  });
};
