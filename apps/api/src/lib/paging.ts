import type { Pagination } from '@catalog/shared';

/** The `pagination` of a list answer (docs/product.md §6.3): a page past the end is an empty list. */
export const paginationOf = (total: number, page: number, pageSize: number): Pagination => ({
  total,
  page,
  page_size: pageSize,
  total_pages: Math.ceil(total / pageSize),
});

/** Rows to skip for a page. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
