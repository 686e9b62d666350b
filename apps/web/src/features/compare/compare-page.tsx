import './compare-print.css';
import type { SolutionDetail } from '@catalog/shared';
import { ArrowLeft, CircleAlert, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { compareIdsOf, useComparison } from '../../api/compare.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorText } from '../../i18n/server-messages.ts';
import { useNumberFormat, useT } from '../../i18n/use-t.ts';
import { useSession } from '../../lib/session.ts';
import { allEqual, type CompareRow, compareRows, highestOf } from './compare-rows.ts';

const STICKY = 'sticky left-0 z-10 bg-white';

function Cell({ row, value }: { row: CompareRow; value: string | number }) {
  const t = useT();
  const number = useNumberFormat();
  if (typeof value === 'number') {
    const highest = highestOf(row) === value;
    return (
      <td className={`px-4 py-3 tabular-nums ${highest ? 'bg-teal-50 font-bold text-teal-900' : 'text-slate-700'}`}>
        {number.format(value)}
        {highest && <span className="ml-1 text-xs font-semibold text-teal-800"> {t('comparePage.highest')}</span>}
      </td>
    );
  }
  return (
    <td className="px-4 py-3 text-slate-700">
      {value || <span className="text-slate-600 italic">{t('comparePage.none')}</span>}
    </td>
  );
}

function CompareTable({ solutions, onlyDifferences }: { solutions: SolutionDetail[]; onlyDifferences: boolean }) {
  const t = useT();
  const rows = useMemo(() => compareRows(solutions, t), [solutions, t]);
  const shown = onlyDifferences ? rows.filter((row) => !allEqual(row)) : rows;
  return (
    <>
      <div
        className="compare-scroll overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        data-testid="compare-scroll"
      >
        <table className="compare-table w-full text-left text-sm">
          <caption className="sr-only">{t('comparePage.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className={`${STICKY} w-32 px-4 py-3 text-xs font-semibold text-slate-600`}>
                {t('comparePage.field')}
              </th>
              {solutions.map((s) => (
                <th key={s.id} scope="col" className="px-4 py-3 text-base font-semibold text-navy-950">
                  <Link to={`/solution/${s.id}`} className="hover:text-teal-800 hover:underline">
                    {s.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 align-top last:border-0" data-row={row.key}>
                <th scope="row" className={`${STICKY} px-4 py-3 font-medium text-navy-900`}>
                  {row.label}
                </th>
                {row.cells.map((value, i) => (
                  <Cell key={solutions[i]!.id} row={row} value={value} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className="mt-4 text-sm text-slate-600">{t('comparePage.noDifferences')}</p>}
    </>
  );
}

/**
 * /compare?ids=4,9,12 (issue 29): the chosen solutions in columns, a row per field the viewer may
 * see, the highest hardware figure of a row standing out, and "only differences". Server-rendered
 * for a visitor; a member's own fields follow once the page is hydrated.
 */
export function ComparePage() {
  const t = useT();
  const number = useNumberFormat();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const ids = compareIdsOf(params.get('ids'));
  const viewer = useSession()?.role ?? 'visitor';
  const query = useComparison(ids, viewer);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const missing = query.data?.missing.length ?? 0;

  return (
    <>
      <DocumentTitle>{t('title.compare')}</DocumentTitle>
      <PageHeader title={t('comparePage.title')} description={t('comparePage.intro')}>
        <div className="flex flex-wrap gap-2 compare-no-print">
          <Link to="/solutions" className={buttonClasses({ variant: 'outline-light', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('comparePage.backToList')}
          </Link>
          {query.data && (
            <Button variant="accent" size="sm" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              {t('comparePage.print')}
            </Button>
          )}
        </div>
      </PageHeader>
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {ids === null ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
            {t('comparePage.tooFew')}
          </p>
        ) : query.isError ? (
          <div
            role="alert"
            className="flex items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800"
          >
            <CircleAlert className="size-6 shrink-0" aria-hidden="true" />
            {errorText(query.error, t('comparePage.failed'))}
          </div>
        ) : !query.data ? (
          <div className="flex justify-center py-16 text-slate-600">
            <Spinner className="size-6 text-teal-700" label={t('comparePage.loading')} />
          </div>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-navy-900 compare-no-print">
                <input
                  type="checkbox"
                  checked={onlyDifferences}
                  onChange={(event) => setOnlyDifferences(event.target.checked)}
                  className="size-4 accent-teal-700"
                />
                {t('comparePage.onlyDifferences')}
              </label>
              {missing > 0 && (
                <p
                  role="note"
                  className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
                  data-testid="compare-missing"
                >
                  {t('comparePage.missing', { count: missing, n: number.format(missing) })}
                </p>
              )}
            </div>
            {query.data.data.length > 0 && (
              <CompareTable solutions={query.data.data} onlyDifferences={onlyDifferences} />
            )}
          </>
        )}
      </div>
    </>
  );
}
