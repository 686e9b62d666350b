import type { OperationId } from '@catalog/shared';
import { type CallArgs, send, target } from './api.ts';

/**
 * File answers, kept apart from lib/api.ts so that only the pages that download carry this code;
 * the request itself goes through the same client (bearer header, errors).
 */
/** A file the server answered, with the name its `Content-Disposition` suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

const fileNameOf = (disposition: string | null) => /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];

/**
 * Calls operation `id` for a file (a CSV export). The session's token is a header, so a plain
 * link cannot fetch it: the file comes back as a Blob for the page to save.
 */
export async function download<Id extends OperationId>(id: Id, ...[options]: CallArgs<Id>): Promise<DownloadedFile> {
  const { method, url } = await target(id, options);
  const response = await send(url, { method, signal: options?.signal }, '*/*');
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}
