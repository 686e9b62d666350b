import type { ImageVariant } from '@catalog/shared';
import { imageUrl } from '../../storage/storage.ts';
import { THUMBNAIL_WIDTH } from './image-processing.ts';

/** One stored width variant, as the `variants` column lists it (docs/decisions/0076). */
export interface StoredVariant {
  key: string;
  width: number;
  height: number;
  ext: 'webp' | 'avif';
}

const TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/** The `variants` column; a value this code did not write reads as none. */
export function parseVariants(column: string | null | undefined): StoredVariant[] {
  try {
    const parsed: unknown = JSON.parse(column ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredVariant[]).filter((v) => v.ext in TYPES) : [];
  } catch {
    return [];
  }
}

interface VariantSource {
  thumbnail_key: string;
  width: number;
  height: number;
  /** Null for an image stored before variants were made. */
  variants: string | null;
}

/**
 * The srcset entries of an image, narrowest first. An image stored before variants existed
 * offers its WebP thumbnail, whose width follows from the picture's (never enlarged); an
 * animated GIF offers none, so it is shown moving.
 */
export function variantDtos(row: VariantSource): ImageVariant[] {
  const variants: StoredVariant[] =
    row.variants !== null
      ? parseVariants(row.variants)
      : [
          {
            key: row.thumbnail_key,
            width: Math.min(THUMBNAIL_WIDTH, row.width),
            height: Math.round((row.height * Math.min(THUMBNAIL_WIDTH, row.width)) / row.width),
            ext: 'webp',
          },
        ];
  return variants
    .map((v) => ({ url: imageUrl(v.key), width: v.width, height: v.height, type: TYPES[v.ext] }))
    .sort((a, b) => a.width - b.width);
}
