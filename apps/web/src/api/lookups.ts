import type { FilterGroup, ResponseOf } from '@catalog/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { statusName } from '../i18n/solution-status.ts';
import { useT } from '../i18n/use-t.ts';
import { call } from '../lib/api.ts';

/** The lookup lists of docs/product.md §6.4, by their operation in the endpoint table. */
export type LookupList =
  | 'listIndustryGroups'
  | 'listIndustries'
  | 'listTechnologies'
  | 'listContributors'
  | 'listPatternsOfUse'
  | 'listSectors'
  | 'listSolutionStatuses'
  | 'listArcgisProducts';

/** The options list `L` answers, as the endpoint table types them. */
export type LookupOptions<L extends LookupList> = L extends LookupList
  ? ResponseOf<L> extends { data: infer D }
    ? D
    : never
  : never;

interface FetchOptions {
  signal?: AbortSignal;
  fresh?: boolean;
}

/** Query keys of the lookup lists: one entry per list, shared by the filter panel and the editor. */
export const lookupKeys = {
  all: ['lookups'] as const,
  list: (list: LookupList) => [...lookupKeys.all, list] as const,
};

/** Lookup lists change rarely; a visit keeps them for a while. */
const LOOKUP_STALE_MS = 10 * 60_000;

/**
 * Every list takes no params and answers `{ data }`; TypeScript cannot carry one call through a
 * union of operations, so the call is typed as one of them and its answer as the asked list's.
 */
export const fetchLookup = <L extends LookupList>(list: L, options: FetchOptions = {}): Promise<LookupOptions<L>> =>
  call(list as 'listSectors', options).then((r) => r.data as LookupOptions<L>);

/** One lookup list, as the filter panel, the editor and the server render ask for it. */
export const lookupListQuery = <L extends LookupList>(list: L, fresh: () => boolean = () => false) =>
  queryOptions({
    queryKey: lookupKeys.list(list),
    queryFn: ({ signal }) => fetchLookup(list, { signal, fresh: fresh() }),
    staleTime: LOOKUP_STALE_MS,
  });

/**
 * One lookup list, read through `select`, status names in the page's language. `fresh()` says whether the next request must ask past
 * any cache (a Retry, docs/product.md §3.8).
 */
export function useLookupList<L extends LookupList, T>(
  list: L,
  select: (options: LookupOptions<L>) => T,
  fresh: () => boolean = () => false,
) {
  const t = useT();
  // Status names are the product's own words, so they are read in the page's language.
  const named = useCallback(
    (options: LookupOptions<L>) =>
      select(
        list === 'listSolutionStatuses'
          ? ((options as Array<{ id: string; name: string }>).map((o) => ({
              ...o,
              name: statusName(t, o.id, o.name),
            })) as LookupOptions<L>)
          : options,
      ),
    [list, select, t],
  );
  return useQuery({ ...lookupListQuery(list, fresh), select: named });
}

export interface FilterOption {
  id: string;
  name: string;
}

/** docs/product.md §6.4: where each group's options come from. */
const FILTER_LISTS: Record<FilterGroup, LookupList> = {
  industry_group: 'listIndustryGroups',
  technology: 'listTechnologies',
  status: 'listSolutionStatuses',
  contributor: 'listContributors',
  pattern_of_use: 'listPatternsOfUse',
};

const asFilterOptions = (options: ReadonlyArray<{ id: number | string; name: string }>) =>
  options.map((o): FilterOption => ({ id: String(o.id), name: o.name }));

/**
 * One group's options, for the list's filter panel and a saved search's summary; the panel's groups
 * mount together, so their requests go out together.
 */
export const useFilterOptions = (group: FilterGroup) => useLookupList(FILTER_LISTS[group], asFilterOptions);

/** One group's options as the server render fetches them before drawing the panel. */
export const filterOptionsQuery = (group: FilterGroup) => lookupListQuery(FILTER_LISTS[group]);
