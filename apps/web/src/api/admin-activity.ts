import type { QueryOf } from '@catalog/shared';
import { call } from '../lib/api.ts';
import { usePagedQuery } from './paged-query.ts';
import { adminKeys } from './admin-keys.ts';

/** One page of the activity log, by actor and kind (docs/product.md §3.11). */
export function useActivityLog(query: QueryOf<'listAdminActivity'>) {
  return usePagedQuery([...adminKeys.activity(), query], (signal) => call('listAdminActivity', { query, signal }));
}
