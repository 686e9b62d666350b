import { type CodedMessage, coded, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MIME_TYPES } from '@catalog/shared';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

export type AcceptedMime = (typeof IMAGE_MIME_TYPES)[number];

export interface ImageRejection {
  ok: false;
  /** 413 for too many bytes or pixels, 415 for anything that is not a readable JPEG, PNG or GIF. */
  status: 413 | 415;
  message: CodedMessage;
}

export interface ImageAcceptance {
  ok: true;
  mime: AcceptedMime;
  width: number;
  height: number;
}

const MAX_NAME = 100;

/**
 * A client's file name made fit to show back: no folders, no control or bidi-override
 * characters, bounded length. It is never used to build a storage path.
 */
export function displayFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const bounded = [...clean].slice(0, MAX_NAME).join('');
  return bounded.replace(/^\.+/, '') || 'image';
}

/**
 * Judges an upload by its bytes only: size, the type its magic bytes show, and the pixel count
 * its header declares. The header is read without decoding, so a small file that claims huge
 * dimensions is refused before any pixel memory is allocated.
 */
export async function checkImage(
  file: { path: string; size: number; truncated: boolean },
  name: string,
): Promise<ImageAcceptance | ImageRejection> {
  if (file.truncated || file.size > IMAGE_MAX_BYTES)
    return { ok: false, status: 413, message: coded('validation.imageSize', { file: name }) };
  const type = await fileTypeFromFile(file.path);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    return { ok: false, status: 415, message: coded('validation.imageType', { file: name }) };
  }
  let width: number;
  let height: number;
  let frames: number;
  try {
    // Header only: no pixel is decoded here, whatever size the file claims.
    const meta = await sharp(file.path, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
    // An animated GIF is decoded frame by frame into one tall image: every frame counts.
    frames = type.mime === 'image/gif' ? Math.max(1, meta.pages ?? 1) : 1;
  } catch {
    return { ok: false, status: 415, message: coded('validation.imageUnreadable', { file: name }) };
  }
  if (width < 1 || height < 1)
    return { ok: false, status: 415, message: coded('validation.imageUnreadable', { file: name }) };
  if (width * height * frames > IMAGE_MAX_PIXELS) {
    return { ok: false, status: 413, message: coded('validation.imagePixels', { file: name }) };
  }
  return { ok: true, mime: type.mime as AcceptedMime, width, height };
}
