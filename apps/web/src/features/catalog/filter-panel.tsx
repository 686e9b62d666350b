import type { FilterGroup } from '@catalog/shared';
import { Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { SwitchButton } from '../../components/ui/switch-button.tsx';
import { type FilterOption, useFilterOptions } from '../../api/lookups.ts';
import { useNumberFormat, useT } from '../../i18n/use-t.ts';

export interface PanelGroup {
  group: FilterGroup;
  selected: readonly string[];
  /** Solutions each option would give, by option id; undefined until the first answer. */
  counts: ReadonlyMap<string, number> | undefined;
}

export interface FilterPanelProps {
  onClose: () => void;
  newRelease: boolean;
  onNewRelease: (on: boolean) => void;
  groups: PanelGroup[];
  onToggle: (group: FilterGroup, id: string) => void;
  canClear: boolean;
  onClear: () => void;
  /** Solutions the current choice gives, for the small-screen 'Show' button; undefined while unknown. */
  resultCount: number | undefined;
  onShowResults: () => void;
}

function NewReleaseSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-navy-50 px-4 py-3">
      <span id={labelId} className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <Sparkles className="size-4 text-teal-700" aria-hidden="true" />
        {t('catalog.filters.newRelease')}
      </span>
      <SwitchButton checked={on} onChange={onChange} aria-labelledby={labelId} />
    </div>
  );
}

function OptionRow({
  option,
  checked,
  count,
  onToggle,
}: {
  option: FilterOption;
  checked: boolean;
  count: number | undefined;
  onToggle: () => void;
}) {
  const t = useT();
  const number = useNumberFormat();
  const empty = count === 0 && !checked;
  return (
    <li>
      <label
        className={cx(
          'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100',
          empty ? 'text-slate-500' : 'text-slate-800',
        )}
        data-empty={empty || undefined}
      >
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          className={cx('size-4 shrink-0 rounded border-slate-400 accent-teal-700', empty && 'opacity-60')}
        />
        <span className="min-w-0 flex-1">{option.name}</span>
        {count !== undefined && (
          <span
            className={cx(
              'ml-auto rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
              empty ? 'bg-slate-100 text-slate-500' : 'bg-navy-50 text-navy-700',
            )}
            data-testid="facet-count"
          >
            {number.format(count)}
            <span className="sr-only"> {t('catalog.filters.optionCount', { count })}</span>
          </span>
        )}
      </label>
    </li>
  );
}

function GroupFieldset({ panel, onToggle }: { panel: PanelGroup; onToggle: (group: FilterGroup, id: string) => void }) {
  const t = useT();
  const number = useNumberFormat();
  const title = t(`catalog.group.${panel.group}`);
  const options = useFilterOptions(panel.group);
  return (
    <fieldset className="border-t border-slate-200 pt-4" data-group={panel.group}>
      <legend className="float-left mb-2 flex w-full items-center justify-between text-sm font-semibold text-navy-900">
        {title}
        {panel.selected.length > 0 && (
          <span className="text-xs font-medium text-teal-800">
            {t('catalog.filters.selected', { count: number.format(panel.selected.length) })}
          </span>
        )}
      </legend>
      {options.isPending ? (
        <ul className="clear-both space-y-2 px-2 py-1" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li
              key={i}
              className="h-5 animate-pulse rounded bg-slate-200/70"
              style={{ width: `${60 + ((i * 17) % 35)}%` }}
            />
          ))}
        </ul>
      ) : options.isError ? (
        <p className="clear-both px-2 text-sm text-red-700">{t('catalog.filters.optionsFailed')}</p>
      ) : options.data.length === 0 ? (
        <p className="clear-both px-2 text-sm text-slate-600">{t('catalog.filters.noOptions')}</p>
      ) : (
        <ul className="clear-both space-y-0.5">
          {options.data.map((option) => (
            <OptionRow
              key={option.id}
              option={option}
              checked={panel.selected.includes(option.id)}
              count={panel.counts ? (panel.counts.get(option.id) ?? 0) : undefined}
              onToggle={() => onToggle(panel.group, option.id)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * The inside of the side panel of docs/product.md §3.6: 'Filters', the 'New Release' toggle, a checkbox list per
 * group and 'Clear Filters'. Loaded apart from the list page (see filter-panel-frame.tsx).
 */
export function FilterPanel({
  onClose,
  newRelease,
  onNewRelease,
  groups,
  onToggle,
  canClear,
  onClear,
  resultCount,
  onShowResults,
}: FilterPanelProps) {
  const t = useT();
  const number = useNumberFormat();
  return (
    <>
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-bold text-navy-950">{t('catalog.filters.title')}</h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('catalog.filters.close')}</span>
        </button>
      </div>
      <NewReleaseSwitch on={newRelease} onChange={onNewRelease} />
      <div className="mt-4 space-y-4">
        {groups.map((panel) => (
          <GroupFieldset key={panel.group} panel={panel} onToggle={onToggle} />
        ))}
      </div>
      <div className="mt-5 flex gap-3">
        <button
          type="button"
          onClick={onClear}
          disabled={!canClear}
          className="inline-flex h-10 flex-1 items-center justify-center rounded-lg text-sm font-semibold text-navy-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('catalog.filters.clear')}
        </button>
        {/* On a small screen the panel sits above the grid: this closes it and goes to the results. */}
        <button
          type="button"
          onClick={onShowResults}
          className="inline-flex h-10 flex-1 items-center justify-center rounded-lg bg-teal-700 text-sm font-semibold text-white hover:bg-teal-800 md:hidden"
        >
          {resultCount === undefined
            ? t('catalog.filters.showResults')
            : t('catalog.filters.showCount', { count: resultCount, shown: number.format(resultCount) })}
        </button>
      </div>
    </>
  );
}
