import type { FilterGroup } from '@catalog/shared';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { lazyWithTexts } from '../../i18n/i18n.ts';
import { useNumberFormat, useT } from '../../i18n/use-t.ts';
import type { ComboState } from './search-suggestions.tsx';

/** The suggestions' code and texts, fetched when the box is first focused. */
const SearchSuggestions = lazyWithTexts('search', () =>
  import('./search-suggestions.tsx').then((m) => m.SearchSuggestions),
);
/** The suggestions' listbox, which the box names in `aria-controls` before its code has loaded. */
export const SUGGESTIONS_ID = 'search-suggestions';
const CLOSED: ComboState = { expanded: false, activeId: undefined };

interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: fetch now rather than after the pause. */
  onSubmit: () => void;
  filtersOpen: boolean;
  activeFilters: number;
  onToggleFilters: () => void;
  /** The pointer or focus is on 'Filters': a good moment to fetch the panel's code. */
  onFiltersIntent?: () => void;
  sort: ReactNode;
  placeholder?: string;
  /** A suggested lookup value was chosen: its filter goes on (docs/decisions/0183-search-suggestions.md). */
  onFilter: (group: FilterGroup, value: string) => void;
}

export const FILTER_PANEL_ID = 'filter-panel';

/** docs/product.md §3.6: text input with a clear button, the sort dropdown and the 'Filters' button. */
export function SearchBar({
  value,
  onChange,
  onSubmit,
  filtersOpen,
  activeFilters,
  onToggleFilters,
  onFiltersIntent,
  sort,
  placeholder,
  onFilter,
}: SearchBarProps) {
  const t = useT();
  const number = useNumberFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [combo, setCombo] = useState(CLOSED);
  // Text typed into the server's markup before the app started is what the box holds: the list follows it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Only what was there on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <form
        role="search"
        // Before the app starts, Enter asks the server for the list of the typed words.
        action="/solutions"
        method="get"
        className="relative flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor="solution-search" className="sr-only">
          {t('catalog.search.label')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id="solution-search"
          name="search"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combo.expanded}
          aria-controls={SUGGESTIONS_ID}
          aria-activedescendant={combo.activeId}
          value={value}
          onFocus={() => setSuggesting(true)}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder ?? t('catalog.search.defaultPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-11 pl-10 text-[15px] text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-cyan-700 focus:ring-3 focus:ring-cyan-700/25 focus:outline-none focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
          >
            <X className="size-4.5" aria-hidden="true" />
            <span className="sr-only">{t('catalog.search.clear')}</span>
          </button>
        )}
        {suggesting && (
          <Suspense>
            <SearchSuggestions input={inputRef} text={value} onFilter={onFilter} onState={setCombo} />
          </Suspense>
        )}
      </form>
      <div className="flex items-center gap-3">
        {sort}
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={FILTER_PANEL_ID}
          onClick={onToggleFilters}
          onPointerEnter={onFiltersIntent}
          onFocus={onFiltersIntent}
          className={buttonClasses({
            variant: 'secondary',
            className: 'flex-1 px-4 aria-expanded:bg-navy-50 aria-expanded:ring-navy-300 sm:flex-none',
          })}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('catalog.search.filters')}
          {activeFilters > 0 && (
            <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs text-white tabular-nums">
              {number.format(activeFilters)}
              <span className="sr-only"> {t('catalog.search.active')}</span>
            </span>
          )}
        </button>
      </div>
    </div>
  );
}
