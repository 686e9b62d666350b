import { PAGINATOR_SIBLINGS } from '@catalog/shared';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * docs/product.md §3.6 paginator: the first and last page always, `siblings` pages each side of the
 * current one, and an ellipsis for each gap of more than one page (a gap of one shows that page,
 * so the number of items stays the same while paging).
 */
export function pageItems(current: number, totalPages: number, siblings = PAGINATOR_SIBLINGS): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  // first, last, current, the siblings and two ellipses
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return range(1, totalPages);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const showStart = left > 3;
  const showEnd = right < totalPages - 2;

  if (!showStart) return [...range(1, slots - 2), 'end-ellipsis', totalPages];
  if (!showEnd) return [1, 'start-ellipsis', ...range(totalPages - (slots - 3), totalPages)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', totalPages];
}

/** docs/product.md §6.3: pages = ceiling of total divided by items per page. */
export const pageCount = (total: number, pageSize: number) => (pageSize > 0 ? Math.ceil(total / pageSize) : 0);
