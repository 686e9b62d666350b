import type { Readable } from 'node:stream';

/**
 * Where image bytes live. Keys are made by the server only (never from a client's file name),
 * so a key is always a plain file name such as `a1b2c3….webp`.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes and their size, or null when the key is unknown. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every stored key; for tests and maintenance sweeps. */
  list(): Promise<string[]>;
}

export const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** Public URL of a stored image. */
export const imageUrl = (key: string) => `/uploads/${key}`;
