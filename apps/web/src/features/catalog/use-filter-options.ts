import type { FilterGroup } from '@catalog/shared';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export interface FilterOption {
  id: string;
  name: string;
}

/** SPEC.md §7: where each group's options come from. */
const LOOKUP_PATH: Record<FilterGroup, string> = {
  industry_group: '/api/catalog/industry-group',
  technology: '/api/catalog/technology',
  status: '/api/catalog/solution_status',
  contributor: '/api/catalog/contributor',
  pattern_of_use: '/api/catalog/pattern_of_use',
};

/** Lookup lists change rarely; a visit keeps them for a while. */
const LOOKUP_STALE_MS = 10 * 60_000;

/** The option lists of the given groups, all requested together when the panel loads. */
export function useFilterOptions(groups: readonly FilterGroup[]) {
  return useQueries({
    queries: groups.map((group) => ({
      queryKey: ['lookup', group],
      staleTime: LOOKUP_STALE_MS,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api
          .get<{ data: Array<{ id: number | string; name: string }> }>(LOOKUP_PATH[group], { signal })
          .then((r) => r.data.map((o): FilterOption => ({ id: String(o.id), name: o.name }))),
    })),
    combine: (results) =>
      Object.fromEntries(
        groups.map((group, i) => [group, { options: results[i]?.data ?? [], loading: results[i]?.isPending ?? true, failed: results[i]?.isError ?? false }]),
      ) as Partial<Record<FilterGroup, { options: FilterOption[]; loading: boolean; failed: boolean }>>,
  });
}
