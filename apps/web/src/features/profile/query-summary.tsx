import { FILTER_GROUP_TITLES, FILTER_GROUPS, type FilterGroup, readListQuery } from '@catalog/shared';
import { Fragment, type ReactNode } from 'react';
import { useFilterOptions } from '../../api/lookups.ts';
import { PROFILE_TEXT } from './profile-texts.ts';

const TEXT = PROFILE_TEXT.summary;

/** "Industry: Agriculture, Energy": one filter group with the names of its chosen values. */
function GroupPart({ group, ids }: { group: FilterGroup; ids: string[] }) {
  const options = useFilterOptions(group);
  const names = options.data
    ? ids.map((id) => options.data.find((option) => option.id === id)?.name).filter((name) => name !== undefined)
    : [];
  // While the names load (or if every value has gone), say how many there are.
  return `${FILTER_GROUP_TITLES[group]}: ${names.length ? names.join(', ') : ids.length}`;
}

/**
 * A saved search's list query in words, on one line that wraps: its search text, each filter with
 * its values' names, and its order. Only the lookup lists it uses are asked for.
 */
export function QuerySummary({ query }: { query: string }) {
  const params = readListQuery(query);
  const search = params.search.trim();
  const parts: Array<[key: string, part: ReactNode]> = [];
  if (search) parts.push(['search', TEXT.search(search)]);
  for (const group of FILTER_GROUPS) {
    const ids = params.filters[group];
    if (ids.length) parts.push([group, <GroupPart group={group} ids={ids} />]);
  }
  if (params.order_by) parts.push(['order', TEXT.sort[params.order_by]]);
  return (
    <p className="text-sm text-slate-600">
      {parts.length === 0
        ? TEXT.all
        : parts.map(([key, part], i) => (
            <Fragment key={key}>
              {i > 0 && ' · '}
              {part}
            </Fragment>
          ))}
    </p>
  );
}
