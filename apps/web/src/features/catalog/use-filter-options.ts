import type { FilterGroup, LookupItem, StatusItem } from '@catalog/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export interface FilterOption {
  id: string;
  name: string;
}

/** docs/product.md §6.4: where each group's options come from. */
const LOOKUP_PATH: Record<FilterGroup, string> = {
  industry_group: '/api/catalog/industry-group',
  technology: '/api/catalog/technology',
  status: '/api/catalog/solution_status',
  contributor: '/api/catalog/contributor',
  pattern_of_use: '/api/catalog/pattern_of_use',
};

/** Lookup lists change rarely; a visit keeps them for a while. */
const LOOKUP_STALE_MS = 10 * 60_000;

/** One group's options; the panel's groups mount together, so their requests go out together. */
export function useFilterOptions(group: FilterGroup) {
  return useQuery({
    queryKey: ['lookup', group],
    staleTime: LOOKUP_STALE_MS,
    queryFn: ({ signal }) =>
      api
        .get<{ data: Array<LookupItem | StatusItem> }>(LOOKUP_PATH[group], { signal })
        .then((r) => r.data.map((o): FilterOption => ({ id: String(o.id), name: o.name }))),
  });
}
