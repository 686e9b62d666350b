import { randomBytes } from 'node:crypto';
import { type CodedMessage, coded, type ImageUploadError } from '@catalog/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { ImageStorage } from '../../storage/storage.ts';
import { ImageProcessingError, type ProcessedImage, processImage } from './image-processing.ts';
import { checkImage, displayFileName } from './image-validation.ts';
import type { StoredVariant } from './image-variants.ts';
import type { NewImageRow } from './images.repository.ts';
import type { IncomingFile } from './multipart.ts';

export interface PreparedImage {
  name: string;
  processed: ProcessedImage;
}

interface Rejection {
  file: string;
  message: CodedMessage;
  status: 413 | 415;
}

/**
 * Collects the `images` files of one request: each is judged by its bytes and re-encoded from its
 * temporary file as it arrives, so only server-made images are kept in memory, and each refusal is kept with its
 * message for the answer. Nothing is written anywhere here.
 */
export class ImageIntake {
  readonly accepted: PreparedImage[] = [];
  readonly rejected: Rejection[] = [];

  get received() {
    return this.accepted.length + this.rejected.length;
  }

  readonly take = async (file: IncomingFile): Promise<void> => {
    const name = displayFileName(file.filename);
    const verdict = await checkImage(file, name);
    if (!verdict.ok) {
      this.rejected.push({ file: name, message: verdict.message, status: verdict.status });
      return;
    }
    try {
      this.accepted.push({ name, processed: await processImage(file.path) });
    } catch (error) {
      if (!(error instanceof ImageProcessingError)) throw error;
      this.rejected.push({ file: name, message: coded('validation.imageUnreadable', { file: name }), status: 415 });
    }
  };

  get errors(): ImageUploadError[] {
    return this.rejected.map(({ file, message }) => ({ file, ...message }));
  }

  /**
   * The error when no file could be kept: 413 when every file was too big (in bytes or pixels),
   * else 415. Each refusal is listed under `images.<n>`; the message carries the texts of docs/product.md §7.1:
   * the one refusal's, or every refusal's joined (`server.imagesRefused`).
   */
  refusal(): HttpError {
    const status = this.rejected.every((r) => r.status === 413) ? 413 : 415;
    const fields = Object.fromEntries(this.rejected.map((r, i) => [`images.${i}`, r.message]));
    const message =
      this.rejected.length === 1
        ? this.rejected[0]!.message
        : coded('server.imagesRefused', { reasons: this.rejected.map((r) => r.message.message).join(' ') });
    return new HttpError(status, message, fields);
  }
}

const newKeyBase = () => randomBytes(16).toString('hex');

/**
 * Names the files of one processed image under `base`, all beside each other: the picture, its
 * thumbnail, and the width variants (the WebP one at the thumbnail's width is the thumbnail).
 * Returns the files to write and the columns that record them.
 */
export function imageFiles(base: string, processed: ProcessedImage) {
  const { full, thumbnail } = processed;
  const storageKey = `${base}.${full.ext}`;
  const thumbnailKey = `${base}-thumb.${thumbnail.ext}`;
  const files: Array<[string, Buffer]> = [
    [storageKey, full.data],
    [thumbnailKey, thumbnail.data],
  ];
  const variants: StoredVariant[] = processed.variants.map((v) => {
    const key = v === thumbnail ? thumbnailKey : `${base}-w${v.width}.${v.ext}`;
    if (v !== thumbnail) files.push([key, v.data]);
    return { key, width: v.width, height: v.height, ext: v.ext as StoredVariant['ext'] };
  });
  return {
    files,
    columns: {
      storage_key: storageKey,
      thumbnail_key: thumbnailKey,
      width: full.width,
      height: full.height,
      variants: JSON.stringify(variants),
    },
  };
}

/**
 * Writes the images under fresh random keys, then runs `commit` (the database transaction that
 * records them). If anything fails, the files written so far are deleted before the error goes
 * on: a record never points at a missing file, and a failed request leaves no stray file.
 */
export async function storeThenCommit<T>(
  storage: ImageStorage,
  images: readonly PreparedImage[],
  commit: (rows: NewImageRow[]) => Promise<T>,
  log: FastifyBaseLogger,
): Promise<T> {
  const named = images.map((image) => ({ name: image.name, ...imageFiles(newKeyBase(), image.processed) }));
  return storeFilesThenCommit(
    storage,
    named.flatMap((image) => image.files),
    () => commit(named.map((image) => ({ name: image.name, ...image.columns }))),
    log,
  );
}

/** Writes `files`, then runs `commit`; on any failure the files written so far are deleted again. */
export async function storeFilesThenCommit<T>(
  storage: ImageStorage,
  files: ReadonlyArray<readonly [string, Buffer]>,
  commit: () => Promise<T>,
  log: FastifyBaseLogger,
): Promise<T> {
  const written: string[] = [];
  try {
    for (const [key, data] of files) {
      written.push(key);
      await storage.put(key, data);
    }
    return await commit();
  } catch (error) {
    await removeStored(storage, written, log);
    throw error;
  }
}

/** A logo is shown as it is: of the processed image only the picture is kept, under a fresh key. */
export function logoFile(processed: ProcessedImage): readonly [string, Buffer] {
  return imageFiles(newKeyBase(), processed).files[0]!;
}

/** Deletes stored files after their records are gone; a failure is logged, never shown. */
export async function removeStored(
  storage: ImageStorage,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      log.error({ err, key }, 'could not delete a stored image');
    }
  }
}
