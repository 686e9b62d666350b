import {
  DEFAULT_PAGE_SIZE,
  filterGroupsFor,
  type FilterGroup,
  isNewRelease,
  listQueryFor,
  listQueryParams,
  NEW_RELEASE_STATUS,
  type Role,
  WIDE_BREAKPOINT_PX,
  withNewRelease,
  withoutPage,
  writeListQuery,
} from '@catalog/shared';
import { lazy, useMemo, useRef, useState } from 'react';
import { signInPath } from '../../lib/safe-redirect.ts';
import { useSession } from '../../lib/session.ts';
import { CatalogBanner } from './catalog-banner.tsx';
import {
  clearFilters,
  hasFilters,
  PANEL_GROUPS,
  setDirection,
  setPage,
  setSort,
  sortOf,
  type SortDirection,
  toggleOption,
  withSuggestedFilter,
} from './catalog-query.ts';
import type { PanelGroup } from './filter-panel.tsx';
import { FilterPanelFrame, FilterPanelPlaceholder } from './filter-panel-frame.tsx';
import { ListActions } from './list-actions.tsx';
import { SearchBar } from './search-bar.tsx';
import { SolutionResults } from './solution-results.tsx';
import { SortMenu } from './sort-menu.tsx';
import { useCatalogParams } from './use-catalog-params.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { pageTitles } from '../../app/page-titles.ts';
import { HydrationPart } from '../../app/hydration-part.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useSolutionList } from '../../api/solutions.ts';
import { useBrowserValue } from '../../lib/browser-value.ts';

// The panel's insides are loaded once wanted: at once where it starts open, on intent where it
// starts closed, and before hydrating a page the server drew with them (app/router.tsx).
let panelCode: typeof import('./filter-panel.tsx') | undefined;
export const loadFilterPanel = async () => (panelCode ??= await import('./filter-panel.tsx'));
const LazyFilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));

const wideScreen = () => window.matchMedia(`(min-width: ${WIDE_BREAKPOINT_PX}px)`).matches;

/** docs/product.md §3.6 solutions list: banner, search, sort, filters, the grid and the paginator. */
export function SolutionsPage() {
  // With its code already here the panel draws at once: hydrated without suspending, it keeps the
  // server's markup. Chosen once, so the panel is never drawn anew as another component.
  const [FilterPanel] = useState(() => panelCode?.FilterPanel ?? LazyFilterPanel);
  const t = useT();
  const session = useSession();
  const viewer: Role = session?.role ?? 'visitor';
  const query = useCatalogParams(viewer);
  const { asked, update, search: locationSearch } = query;
  // What the feed follows and a saved search keeps: the address bar's view, without its page.
  const viewQuery = writeListQuery(withoutPage(listQueryFor(viewer, query.params)));
  const list = {
    ...useSolutionList({ ...listQueryParams(query.settled), facets: '1' }, viewer),
    settling: query.settling,
  };

  // Null while the server's markup is drawn and hydrated: the panel is then open as wide as CSS says.
  const wideAtStart = useBrowserValue(wideScreen, null);
  const [chosenOpen, setFiltersOpen] = useState<boolean | null>(null);
  const filtersOpen = chosenOpen ?? wideAtStart;
  const [panelWanted, setPanelWanted] = useState(filtersOpen !== false);
  if (filtersOpen !== false && !panelWanted) setPanelWanted(true);
  const groups = useMemo(() => PANEL_GROUPS.filter((g) => filterGroupsFor(viewer).includes(g)), [viewer]);
  const facets = list.data?.facets;
  const newRelease = isNewRelease(asked.order_by);
  const panelGroups: PanelGroup[] = groups.map((group) => ({
    group,
    selected: asked.filters[group],
    counts: facets ? new Map(facets[group].map((f) => [String(f.id), f.count])) : undefined,
  }));
  const activeFilters =
    groups.reduce(
      (n, g) =>
        n +
        (g === 'status' && newRelease
          ? asked.filters.status.filter((s) => s !== NEW_RELEASE_STATUS).length
          : asked.filters[g].length),
      0,
    ) + (newRelease ? 1 : 0);

  const sort = sortOf(asked);
  const [idleDirection, setIdleDirection] = useState<SortDirection>(sort.direction);
  const direction = asked.order_by ? sort.direction : idleDirection;

  const resultsRef = useRef<HTMLHeadingElement>(null);
  const goToPage = (page: number) => {
    update((p) => setPage(p, page, p.page_size ?? DEFAULT_PAGE_SIZE));
    const heading = resultsRef.current;
    if (heading) {
      heading.focus({ preventScroll: true });
      if (heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
    }
  };

  const here = `/solutions${locationSearch}`;

  return (
    <>
      <DocumentTitle>{pageTitles(t).solutions}</DocumentTitle>
      <HydrationPart>
        <CatalogBanner signInTo={session ? null : signInPath(here)} />
      </HydrationPart>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <HydrationPart>
          <SearchBar
            value={query.text}
            onChange={query.setText}
            onSubmit={query.submitText}
            placeholder={t('catalog.search.placeholder')}
            filtersOpen={filtersOpen !== false}
            activeFilters={activeFilters}
            onToggleFilters={() => setFiltersOpen(!filtersOpen)}
            onFiltersIntent={() => setPanelWanted(true)}
            onFilter={(group, value) => {
              query.setText('');
              update((p) => withSuggestedFilter(p, group, value));
            }}
            sort={
              <SortMenu
                field={sort.field}
                direction={direction}
                onField={(field) => update((p) => setSort(p, field, direction))}
                onDirection={(d) => {
                  setIdleDirection(d);
                  update((p) => setDirection(p, d));
                }}
              />
            }
          />
        </HydrationPart>
        <div className="mt-6 flex flex-col md:flex-row">
          <FilterPanelFrame open={filtersOpen}>
            {panelWanted && (
              <HydrationPart fallback={<FilterPanelPlaceholder />}>
                <FilterPanel
                  onClose={() => setFiltersOpen(false)}
                  newRelease={newRelease}
                  onNewRelease={(on) => update((p) => withNewRelease(p, on))}
                  groups={panelGroups}
                  onToggle={(group: FilterGroup, id: string) => update((p) => toggleOption(p, group, id))}
                  canClear={hasFilters(asked, viewer)}
                  onClear={() => update(clearFilters)}
                  resultCount={list.settling || list.isFetching ? undefined : list.data?.pagination.total}
                  onShowResults={() => {
                    setFiltersOpen(false);
                    const heading = resultsRef.current;
                    heading?.focus({ preventScroll: true });
                    heading?.scrollIntoView({ block: 'start' });
                  }}
                />
              </HydrationPart>
            )}
          </FilterPanelFrame>
          <HydrationPart>
            <SolutionResults
              ref={resultsRef}
              list={list}
              page={asked.page ?? 1}
              onPage={goToPage}
              isAdmin={viewer === 'admin'}
              listSearch={locationSearch}
              canClear={hasFilters(asked, viewer) || Boolean(asked.search)}
              onClearAll={query.clearAll}
              actions={<ListActions query={viewQuery} signedIn={session !== null} />}
            />
          </HydrationPart>
        </div>
      </div>
      {!session && <SignInPrompt signInTo={signInPath(here)} />}
    </>
  );
}
