import type { OrderBy } from '../constants.ts';
import type { SolutionStatus } from '../statuses.ts';
import type { ListQuery } from './codec.ts';
import { type OrderField, orderParts } from './rules.ts';

/**
 * What "New Release" means (docs/product.md §5.3): no date window, but an order and a status. A
 * list ordered by `new_release` shows public releases only, newest first (`-new_release` oldest
 * first); the toggle of the list page writes that order with its status and a page of ten.
 */
export const NEW_RELEASE_ORDER = 'new_release' satisfies OrderField;
export const NEW_RELEASE_STATUS = 'release_public' satisfies SolutionStatus;
export const NEW_RELEASE_PAGE_SIZE = 10;

/** Whether a list in this order is New Release, in either direction. */
export const isNewRelease = (orderBy: OrderBy | undefined) =>
  orderBy !== undefined && orderParts(orderBy).field === NEW_RELEASE_ORDER;

/**
 * The toggle: on sets `order_by=new_release` and `status=release_public`, off clears both; either
 * way `page_size` becomes 10 and the list starts again at page 1.
 */
export function withNewRelease(query: ListQuery, on: boolean): ListQuery {
  return {
    ...query,
    order_by: on ? NEW_RELEASE_ORDER : undefined,
    filters: { ...query.filters, status: on ? [NEW_RELEASE_STATUS] : [] },
    page: undefined,
    page_size: NEW_RELEASE_PAGE_SIZE,
  };
}
