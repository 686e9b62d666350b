import { z } from 'zod';
import { catalogExport, exportQuery, IMPORT_MEDIA_TYPES, importQuery, importReport } from '../catalog-transfer.ts';
import { dataOf } from '../envelope.ts';
import type { Endpoint } from './endpoint.ts';
import { backOfficeRoutes } from './back-office-routes.ts';

const tag = 'admin';

/** Bulk export and import of the catalogue (docs/decisions/0176): admins only. */
export const transferEndpoints = {
  exportCatalog: {
    ...backOfficeRoutes.exportCatalog,
    tag,
    summary:
      'Every solution in the catalogue (not the trash) with its lookups by name and its image URLs, as JSON or CSV (UTF-8 with a byte order mark), streamed as an attachment',
    query: exportQuery,
    responses: {
      200: {
        description: 'The export, as an attachment',
        content: { 'application/json': { schema: catalogExport }, 'text/csv': { schema: z.string() } },
      },
    },
    errors: [400],
  },
  importCatalog: {
    ...backOfficeRoutes.importCatalog,
    tag,
    summary:
      'Create or update solutions from an export (JSON or CSV body) by solution_id, else by name; a dry run reports each row and changes nothing',
    query: importQuery,
    consumes: IMPORT_MEDIA_TYPES,
    responses: { 200: dataOf(importReport) },
    errors: [400, 413, 415],
  },
} satisfies Partial<Record<keyof typeof backOfficeRoutes, Endpoint>>;
