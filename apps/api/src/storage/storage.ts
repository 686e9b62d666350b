import { pathTo, routes } from '@catalog/shared';
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header; `end` undefined means to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  stream: Readable;
  /** Bytes in `stream`. */
  size: number;
  /** Bytes of the whole object. */
  totalSize: number;
  /** The part sent, when a range was asked for and can be met. */
  range?: { start: number; end: number };
}

/** A stored key with the time it was written, for sweeps of leftover files. */
export interface StoredEntry {
  key: string;
  modifiedAt: Date;
  size: number;
}

/** A range that starts past the end of the object; the answer is 416 with the object's size. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly totalSize: number) {
    super('range not satisfiable');
  }
}

/**
 * Where image bytes live: a local folder or an S3-compatible bucket (docs/decisions/0090).
 * Keys are made by the server only (never from a client's file name), so a key is always a plain
 * name such as `a1b2c3….webp`; the storage knows nothing else about images.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * A stream of the bytes (all, or the asked range clamped to the object), or null when the key
   * is unknown. Throws RangeNotSatisfiable when the range starts past the end.
   */
  read(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the key; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored entry, including a backend's own leftovers (a local half-written file). */
  list(): Promise<StoredEntry[]>;
  /** A short-lived URL a client may fetch the bytes from directly, when the backend has one. */
  signedUrl?(key: string, contentType: string): Promise<SignedUrl>;
}

export interface SignedUrl {
  url: string;
  /** Seconds a client may reuse the URL (the redirect's max-age). */
  reusableFor: number;
}

export const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** Public URL of a stored image. */
export const imageUrl = (key: string) => pathTo(routes.getImageFile, { key });

/**
 * The storage key a product's `image` column holds, or null: the column may also hold an absolute
 * URL or path, which is shown as it is and is no file of ours.
 */
export const storedLogoKey = (image: string | null): string | null =>
  image && !/^(https?:)?\//.test(image) ? image : null;

/** Headers every copy of a stored image is served with: keys are random and never reused. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The content type a stored key is served with, or undefined when the key is not one we serve. */
export function contentTypeOfKey(key: string): string | undefined {
  if (!SAFE_KEY.test(key) || key.includes('..') || !key.includes('.')) return undefined;
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
}

/** Clamps a range to an object of `totalSize` bytes; throws when it starts past the end. */
export function clampRange(range: ByteRange, totalSize: number): { start: number; end: number } {
  if (range.start >= totalSize) throw new RangeNotSatisfiable(totalSize);
  return { start: range.start, end: Math.min(range.end ?? totalSize - 1, totalSize - 1) };
}
