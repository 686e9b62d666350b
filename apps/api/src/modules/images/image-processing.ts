import { IMAGE_MAX_PIXELS, API_MESSAGES } from '@catalog/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';

// Uploads are read from temporary files that are deleted right after: libvips must not keep them open.
sharp.cache({ files: 0 });

export const THUMBNAIL_WIDTH = 640;

/** Widths a picture is offered at for srcset, capped at its own width (docs/decisions/0076). */
export const VARIANT_WIDTHS = [320, THUMBNAIL_WIDTH, 1280] as const;

export type ImageExt = 'jpg' | 'png' | 'gif' | 'webp' | 'avif';

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
  /**
   * WebP and AVIF copies at VARIANT_WIDTHS (never enlarged), the WebP one at the thumbnail's width
   * being the thumbnail itself. Empty for an animated GIF, whose copies would stand still.
   */
  variants: EncodedImage[];
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
    case 'avif':
      return pipeline.avif({ quality: 50 });
  }
}

/** Width copies: WebP as the thumbnail is made; AVIF at sharp's fastest effort (docs/decisions/0076). */
const VARIANT_ENCODERS = {
  webp: (p: Sharp) => p.webp({ quality: 80 }),
  avif: (p: Sharp) => p.avif({ quality: 50, effort: 0 }),
} as const;

/** The widths a picture `width` px wide is offered at: each target, or the picture's own width below it. */
export function variantWidths(width: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
}

/**
 * Decodes once, down to the widest variant, and makes every variant from those pixels. Each
 * WebP/AVIF copy is smaller than its source would be at the same width, so `srcset` can offer them.
 */
async function encodeVariants(input: Buffer | string, limitInputPixels: number): Promise<EncodedImage[]> {
  const widest = Math.max(...VARIANT_WIDTHS);
  const { data, info } = await sharp(input, { limitInputPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const jobs = variantWidths(info.width).flatMap((width) =>
    (Object.keys(VARIANT_ENCODERS) as Array<keyof typeof VARIANT_ENCODERS>).map(async (ext) => {
      const out = await VARIANT_ENCODERS[ext](sharp(data, { raw }).resize({ width })).toBuffer({
        resolveWithObject: true,
      });
      return { data: out.data, width: out.info.width, height: out.info.height, ext };
    }),
  );
  const encoded = await Promise.all(jobs);
  // An AVIF copy that is not smaller than the WebP one of its width (flat drawings) is not offered.
  return encoded.filter(
    (v) =>
      v.ext !== 'avif' || v.data.length < encoded.find((w) => w.ext === 'webp' && w.width === v.width)!.data.length,
  );
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
    throw new ImageProcessingError(API_MESSAGES.unreadableImage);
  }
  if (!meta.width || !meta.height) throw new ImageProcessingError(API_MESSAGES.unreadableImage);
  const ext = outputFormat(meta.format, Boolean(meta.hasAlpha));
  const animated = ext === 'gif' && (meta.pages ?? 1) > 1;
  try {
    const [full, variants] = await Promise.all([
      encode(sharp(input, { limitInputPixels, failOn: 'error', animated }).autoOrient(), ext).toBuffer({
        resolveWithObject: true,
      }),
      encodeVariants(input, limitInputPixels),
    ]);
    const thumbnail = variants.find((v) => v.ext === 'webp' && v.width === Math.min(THUMBNAIL_WIDTH, full.info.width));
    if (!thumbnail) throw new ImageProcessingError(API_MESSAGES.unreadableImage);
    return {
      full: {
        data: full.data,
        width: full.info.width,
        height: animated ? (full.info.pageHeight ?? meta.pageHeight ?? full.info.height) : full.info.height,
        ext,
      },
      thumbnail,
      variants: animated ? [] : variants,
      sourceFormat: meta.format ?? 'unknown',
    };
  } catch (error) {
    if (error instanceof ImageProcessingError) throw error;
    throw new ImageProcessingError(API_MESSAGES.unreadableImage);
  }
}
