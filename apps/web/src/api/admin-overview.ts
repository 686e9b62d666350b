import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** The figures of the back office's first screen (docs/product.md §3.11). */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => call('getAdminOverview', { signal }).then((r) => r.data),
  });
}
