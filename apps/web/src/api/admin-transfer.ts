import type { ExportFormat, ImportReport, QueryOf, ResponseOf } from '@catalog/shared';
import { send, target } from '../lib/api.ts';
import { download } from '../lib/download.ts';

/** The media type an import is sent in, by the file's name: `.csv` or else JSON. */
const mediaTypeOf = (file: File) => (/\.csv$/i.test(file.name) ? 'text/csv' : 'application/json');

/** Bulk export and import of the catalogue (docs/decisions/0176). */
export const adminTransferApi = {
  exportCatalog: (format: ExportFormat) => download('exportCatalog', { query: { format } }),
  /** Sends the file as the request body, in its media type; the answer is the row-by-row report. */
  importFile: async (file: File, query: QueryOf<'importCatalog'>): Promise<ImportReport> => {
    const { method, url } = await target('importCatalog', { query });
    const body = new Blob([file], { type: mediaTypeOf(file) });
    const response = await send(url, { method, body }, 'application/json');
    return ((await response.json()) as ResponseOf<'importCatalog'>).data;
  },
};
