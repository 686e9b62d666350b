import { FILTER_GROUPS, type FilterGroup, type OrderBy } from '../constants.ts';
import { type Role, type SolutionStatus, visibleStatuses } from '../statuses.ts';
import type { ListQuery } from './codec.ts';
import { isNewRelease, NEW_RELEASE_STATUS } from './new-release.ts';

/** docs/product.md §2.2: the Pattern of Use, Status and Contributor filters are for admins only. */
export const ADMIN_ONLY_GROUPS: readonly FilterGroup[] = ['pattern_of_use', 'status', 'contributor'];

/** The filter groups a role has controls for, in the list API's order. */
export const filterGroupsFor = (role: Role): FilterGroup[] =>
  FILTER_GROUPS.filter((group) => role === 'admin' || !ADMIN_ONLY_GROUPS.includes(group));

/**
 * What a role's list asks for: the groups it has no control for are emptied, so a shared admin
 * link cannot filter a visitor's list by something the visitor cannot see or clear. Status stays
 * only as the New Release toggle's `release_public` (docs/product.md §5.3).
 */
export function listQueryFor(role: Role, query: ListQuery): ListQuery {
  const kept = filterGroupsFor(role);
  const newReleaseOnly = isNewRelease(query.order_by) && query.filters.status.every((s) => s === NEW_RELEASE_STATUS);
  const filters = { ...query.filters };
  for (const group of FILTER_GROUPS) {
    if (!kept.includes(group) && !(group === 'status' && newReleaseOnly)) filters[group] = [];
  }
  return { ...query, filters };
}

/**
 * The statuses a list may show a role: those it may see (docs/product.md §5.1), and of them only
 * `release_public` when the list is New Release. The server narrows any status filter to these.
 */
export function listedStatusesFor(role: Role, orderBy: OrderBy | undefined): readonly SolutionStatus[] {
  const visible = visibleStatuses(role);
  return isNewRelease(orderBy) ? visible.filter((status) => status === NEW_RELEASE_STATUS) : visible;
}
