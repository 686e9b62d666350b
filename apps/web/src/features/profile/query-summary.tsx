import { FILTER_GROUPS, type FilterGroup, readListQuery } from '@catalog/shared';
import { Fragment, type ReactNode } from 'react';
import { useFilterOptions } from '../../api/lookups.ts';
import { useT } from '../../i18n/use-t.ts';

/** "Industry: Agriculture, Energy": one filter group with the names of its chosen values. */
function GroupPart({ group, ids }: { group: FilterGroup; ids: string[] }) {
  const t = useT();
  const options = useFilterOptions(group);
  const names = options.data
    ? ids.map((id) => options.data.find((option) => option.id === id)?.name).filter((name) => name !== undefined)
    : [];
  // While the names load (or if every value has gone), say how many there are.
  return t('profile.summary.group', {
    group: t(`profile.summary.group.${group}`),
    values: names.length ? names.join(', ') : ids.length,
  });
}

/**
 * A saved search's list query in words, on one line that wraps: its search text, each filter with
 * its values' names, and its order. Only the lookup lists it uses are asked for.
 */
export function QuerySummary({ query }: { query: string }) {
  const t = useT();
  const params = readListQuery(query);
  const search = params.search.trim();
  const parts: Array<[key: string, part: ReactNode]> = [];
  if (search) parts.push(['search', t('profile.summary.search', { text: search })]);
  for (const group of FILTER_GROUPS) {
    const ids = params.filters[group];
    if (ids.length) parts.push([group, <GroupPart group={group} ids={ids} />]);
  }
  if (params.order_by) parts.push(['order', t(`profile.summary.sort.${params.order_by}`)]);
  return (
    <p className="text-sm text-slate-600">
      {parts.length === 0
        ? t('profile.summary.all')
        : parts.map(([key, part], i) => (
            <Fragment key={key}>
              {i > 0 && ' · '}
              {part}
            </Fragment>
          ))}
    </p>
  );
}
