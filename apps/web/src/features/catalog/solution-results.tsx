import type { SolutionListResponse } from '@catalog/shared';
import { Plus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/cx.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorText } from '../../i18n/server-messages.ts';
import { Paginator } from '../../components/ui/paginator.tsx';
import { SolutionCard } from '../../components/cards/solution-card.tsx';
import { HydrationPart } from '../../app/hydration-part.tsx';
import { useNumberFormat, useT } from '../../i18n/use-t.ts';

const GRID = 'grid grid-cols-1 gap-5 @min-[34rem]:grid-cols-2 @min-[52rem]:grid-cols-3 @min-[68rem]:grid-cols-4';

interface ListState {
  data: SolutionListResponse | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  settling: boolean;
  refetch: () => unknown;
}

interface SolutionResultsProps {
  list: ListState;
  page: number;
  onPage: (page: number) => void;
  isAdmin: boolean;
  listSearch: string;
  canClear: boolean;
  onClearAll: () => void;
  /** Links and buttons about the whole list, beside its count. */
  actions?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

function SkeletonGrid() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-[16/10] animate-pulse bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md §3.6 list states: loading, error, empty, populated; the count and the paginator. */
export function SolutionResults({
  list,
  page,
  onPage,
  isAdmin,
  listSearch,
  canClear,
  onClearAll,
  actions,
  ref,
}: SolutionResultsProps) {
  const t = useT();
  const errorText = useErrorText();
  const number = useNumberFormat();
  const { data } = list;
  const busy = list.isFetching || list.settling;
  return (
    <section aria-labelledby="results-heading" className="@container min-w-0 flex-1" aria-busy={busy}>
      <div className="mb-5 flex min-h-11 flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2
            id="results-heading"
            ref={ref}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-bold text-navy-950 focus:outline-none"
          >
            {t('catalog.results.title')}{' '}
            <span className="tabular-nums">{data ? number.format(data.pagination.total) : '–'}</span>
          </h2>
          {busy && data && (
            <span className="text-sm text-slate-600">
              <Spinner className="text-teal-700" label={t('catalog.results.loading')} />
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {isAdmin && (
            <Link to="/create" className={buttonClasses({ size: 'sm', className: 'px-4' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('catalog.results.newSolution')}
            </Link>
          )}
        </div>
      </div>

      {list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
        >
          <p className="font-semibold text-red-800">{errorText(list.error, t('catalog.results.failed'))}</p>
          <Button variant="secondary" size="sm" className="mt-5" onClick={() => void list.refetch()}>
            {t('catalog.results.tryAgain')}
          </Button>
        </div>
      ) : !data ? (
        <>
          <p className="mb-4 text-slate-600" role="status">
            <Spinner className="text-teal-700" label={t('catalog.results.loading')} />
          </p>
          <SkeletonGrid />
        </>
      ) : data.data.length === 0 ? (
        <div
          className={cx(
            'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center transition-opacity',
            busy && 'opacity-60',
          )}
        >
          <p className="font-semibold text-navy-900" role="status">
            {t('catalog.results.empty')}
          </p>
          {canClear && (
            <Button variant="secondary" size="sm" className="mt-5" onClick={onClearAll}>
              {t('catalog.results.clearAll')}
            </Button>
          )}
        </div>
      ) : (
        <ul className={cx(GRID, 'transition-opacity duration-200', busy && 'opacity-60')} data-testid="solution-grid">
          {data.data.map((solution, index) => (
            <HydrationPart key={solution.id}>
              <SolutionCard solution={solution} listSearch={listSearch} first={index === 0} />
            </HydrationPart>
          ))}
        </ul>
      )}

      {data && !list.isError && (
        <Paginator
          page={Math.min(page, Math.max(data.pagination.total_pages, 1))}
          totalPages={data.pagination.total_pages}
          onPage={onPage}
        />
      )}
    </section>
  );
}
