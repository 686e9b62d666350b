import type { SolutionImage } from '@catalog/shared';
import { imageUrl } from '../../storage/storage.ts';
import { variantDtos } from './image-variants.ts';
import type { ImageRow } from './images.repository.ts';

export function imageDto(row: Omit<ImageRow, 'solution_id'>): SolutionImage {
  return {
    id: row.id,
    image_url: imageUrl(row.storage_key),
    thumbnail_url: imageUrl(row.thumbnail_key),
    name: row.name,
    width: row.width,
    height: row.height,
    variants: variantDtos(row),
  };
}
