import type { Role, SolutionDetail, SolutionSummary } from '@catalog/shared';
import { imageUrl, storedLogoKey } from '../../storage/storage.ts';

/** A product logo is stored as a storage key; an absolute URL or path is passed through. */
export function productImageUrl(image: string | null): string | null {
  const key = storedLogoKey(image);
  return key ? imageUrl(key) : image;
}

/** Fields removed from what a caller receives (docs/product.md §5.2); hiding in the UI alone is not enough. */
const HIDDEN_FROM_VISITORS = ['status', 'hardware', 'storymap_url', 'application_demo_url'] as const;
const ADMIN_ONLY = ['presentation_url', 'repository_url'] as const;

export function hiddenFields(role: Role): readonly string[] {
  if (role === 'admin') return [];
  if (role === 'user') return ADMIN_ONLY;
  return [...HIDDEN_FROM_VISITORS, ...ADMIN_ONLY];
}

export function withoutHidden<T extends SolutionSummary | SolutionDetail>(solution: T, role: Role): T {
  const hidden = hiddenFields(role);
  if (hidden.length === 0) return solution;
  const copy: Record<string, unknown> = { ...solution };
  for (const field of hidden) delete copy[field];
  return copy as T;
}
