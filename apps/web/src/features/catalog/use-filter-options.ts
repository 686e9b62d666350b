import type { FilterGroup } from '@catalog/shared';
import { type LookupList, useLookupList } from '../../api/lookups.ts';

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

/** One group's options; the panel's groups mount together, so their requests go out together. */
export const useFilterOptions = (group: FilterGroup) => useLookupList(FILTER_LISTS[group], asFilterOptions);
