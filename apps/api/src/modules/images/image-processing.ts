import { IMAGE_MAX_PIXELS } from '@catalog/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';

// Uploads are read from temporary files that are deleted right after: libvips must not keep them open.
sharp.cache({ files: 0 });

export const THUMBNAIL_WIDTH = 640;

export type ImageExt = 'jpg' | 'png' | 'gif' | 'webp';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  ext: ImageExt;
}

export interface ProcessedImage {
  /** The whole picture, re-encoded: no metadata (EXIF, GPS, ICC comments) survives. */
  full: EncodedImage;
  /** About THUMBNAIL_WIDTH wide (never enlarged), for cards and carousels. */
  thumbnail: EncodedImage;
  /** What the decoder found, e.g. `jpeg`, `png`, `gif`, `svg`. */
  sourceFormat: string;
}

/** The bytes are not an image sharp can decode within the pixel limit. */
export class ImageProcessingError extends Error {}

/** JPEG, PNG, GIF and WebP keep their format; anything else becomes PNG when it has alpha, else JPEG. */
function outputFormat(format: string | undefined, hasAlpha: boolean): ImageExt {
  if (format === 'jpeg') return 'jpg';
  if (format === 'png' || format === 'gif' || format === 'webp') return format;
  return hasAlpha ? 'png' : 'jpg';
}

function encode(pipeline: Sharp, ext: ImageExt): Sharp {
  switch (ext) {
    case 'jpg':
      return pipeline.jpeg({ quality: 85, mozjpeg: false });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 85 });
  }
}

/**
 * Decodes untrusted image bytes and re-encodes them, so what is stored and served is an image
 * the server made: orientation applied, metadata dropped, pixel count bounded (a small file
 * can decode to gigabytes). Throws ImageProcessingError for anything that does not decode.
 */
/** `input`: the bytes, or the path of a file holding them. */
export async function processImage(input: Buffer | string, opts: { maxPixels?: number } = {}): Promise<ProcessedImage> {
  const limitInputPixels = opts.maxPixels ?? IMAGE_MAX_PIXELS;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels, failOn: 'error' }).metadata();
  } catch {
    throw new ImageProcessingError('The file is not a readable image');
  }
  if (!meta.width || !meta.height) throw new ImageProcessingError('The file is not a readable image');
  const ext = outputFormat(meta.format, Boolean(meta.hasAlpha));
  const animated = ext === 'gif' && (meta.pages ?? 1) > 1;
  try {
    const [full, thumbnail] = await Promise.all([
      encode(sharp(input, { limitInputPixels, failOn: 'error', animated }).autoOrient(), ext).toBuffer({
        resolveWithObject: true,
      }),
      sharp(input, { limitInputPixels, failOn: 'error' })
        .autoOrient()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      full: {
        data: full.data,
        width: full.info.width,
        height: animated ? (full.info.pageHeight ?? meta.pageHeight ?? full.info.height) : full.info.height,
        ext,
      },
      thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height, ext: 'webp' },
      sourceFormat: meta.format ?? 'unknown',
    };
  } catch (error) {
    if (error instanceof ImageProcessingError) throw error;
    throw new ImageProcessingError('The file is not a readable image');
  }
}
