import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { coded, IMAGE_MAX_BYTES } from '@catalog/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';

export const MAX_FILES_PER_REQUEST = 20;

/**
 * Limits of every multipart body. One byte over the image limit is let through so an oversized
 * file is seen (truncated) and reported by name, instead of being cut silently.
 */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_BYTES + 1,
  files: MAX_FILES_PER_REQUEST,
  fields: 60,
  fieldSize: 256 * 1024,
  fieldNameSize: 100,
  parts: 100,
  headerPairs: 100,
};

/**
 * The largest multipart body any route would read: every file and field at its limit, with room
 * for the parts' headers and boundaries.
 */
export const MULTIPART_MAX_BYTES =
  MULTIPART_LIMITS.files * MULTIPART_LIMITS.fileSize +
  MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize +
  MULTIPART_LIMITS.parts * 1024;

/** Multipart parsing for the routes of one encapsulated plugin only. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
}

export interface IncomingFile {
  /** The name the client gave, raw; show it only through displayFileName. */
  filename: string;
  /** A temporary file holding what arrived; it is removed once the handler returns. */
  path: string;
  size: number;
  truncated: boolean;
}

/**
 * Where a request's files wait, under DATA_DIR, while they are judged (docs/decisions/0091):
 * on disk rather than in memory, one folder per request, removed whatever happens. The sweeper
 * clears what a killed process leaves.
 */
export const uploadTempRoot = (dataDir: string) => join(dataDir, 'upload-tmp');

async function drain(stream: AsyncIterable<unknown>) {
  for await (const _ of stream) void _;
}

export type MultipartFields = Record<string, string[]>;

/** The file fields of the solution and image forms. */
const IMAGE_FIELDS: ReadonlySet<string> = new Set(['images', 'images[]']);

/** Maps the parser's own failures to plain 4xx answers. */
function clientError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, coded('server.tooManyFiles', { max: MAX_FILES_PER_REQUEST }));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, coded('server.tooManyFormFields'));
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, coded('server.invalidFormFieldName'));
    default:
      return new HttpError(400, coded('server.unreadableForm'));
  }
}

/**
 * Reads a multipart body: text fields are collected (a repeated name keeps every value), each
 * file of `fileFields` is written to a temporary file and handed to `onFile` in arrival order, other
 * files are read and dropped. The temporary files are gone when this returns or throws.
 */
export async function readMultipart(
  request: FastifyRequest,
  onFile: (file: IncomingFile) => Promise<void>,
  fileFields: ReadonlySet<string> = IMAGE_FIELDS,
): Promise<MultipartFields> {
  if (!request.isMultipart()) throw new HttpError(415, coded('server.notMultipart'));
  const fields: MultipartFields = Object.create(null);
  const root = uploadTempRoot(request.server.config.dataDir);
  let dir: string | undefined;
  try {
    const parts = request.parts();
    for (let n = 0; ; n++) {
      let part;
      let file: IncomingFile | undefined;
      try {
        const next = await parts.next();
        if (next.done) break;
        part = next.value;
        if (part.type === 'file' && fileFields.has(part.fieldname) && part.filename !== undefined) {
          if (!dir) {
            await mkdir(root, { recursive: true });
            dir = await mkdtemp(join(root, 'request-'));
          }
          const path = join(dir, String(n));
          await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
          file = { filename: part.filename, path, size: (await stat(path)).size, truncated: part.file.truncated };
        } else if (part.type === 'file') {
          await drain(part.file);
        }
      } catch (error) {
        throw clientError(error);
      }
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new HttpError(413, coded('server.formFieldTooLong', { field: part.fieldname.slice(0, 100) }));
        (fields[part.fieldname] ??= []).push(String(part.value));
      } else if (file) {
        try {
          await onFile(file);
        } finally {
          await rm(file.path, { force: true });
        }
      }
    }
    return fields;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
