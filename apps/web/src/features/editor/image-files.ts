import { coded, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@catalog/shared';
import { translate } from '../../i18n/i18n.ts';
import type { Shown } from '../../lib/api.ts';

/** At most this many files per request (the API's multipart limit). */
export const MAX_IMAGES_PER_UPLOAD = 20;

export interface ChosenImage {
  key: string;
  file: File;
}

export interface RejectedImage {
  file: string;
  /** The rule's message with its code, or a text already in the page's language. */
  message: Shown;
}

const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * Splits newly dropped or chosen files into those added and those refused, with the
 * messages of docs/product.md §7.1 (type first, then size). A file already in the list is skipped quietly.
 */
export function splitImages(
  current: readonly ChosenImage[],
  incoming: readonly File[],
): { added: ChosenImage[]; rejected: RejectedImage[] } {
  const added: ChosenImage[] = [];
  const rejected: RejectedImage[] = [];
  const seen = new Set(current.map((c) => c.key));
  for (const file of incoming) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      rejected.push({ file: file.name, message: coded('validation.imageType', { file: file.name }) });
    } else if (file.size > IMAGE_MAX_BYTES) {
      rejected.push({ file: file.name, message: coded('validation.imageSize', { file: file.name }) });
    } else if (!seen.has(keyOf(file))) {
      if (current.length + added.length >= MAX_IMAGES_PER_UPLOAD) {
        rejected.push({
          file: file.name,
          message: translate('editor.images.tooMany', { file: file.name, max: MAX_IMAGES_PER_UPLOAD }),
        });
        continue;
      }
      seen.add(keyOf(file));
      added.push({ key: keyOf(file), file });
    }
  }
  return { added, rejected };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
