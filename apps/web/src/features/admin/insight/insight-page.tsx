import type { Insight, InsightTable } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { Download, Table2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { adminHistoryApi, useInsight } from '../../../api/admin-history.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { useErrorText } from '../../../i18n/server-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { errorMessage } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { notify } from '../../../lib/toast.ts';
import { SectionHeading } from '../section-heading.tsx';
import { InsightChart } from './insight-chart.tsx';

const RANGES = [7, 30, 90] as const;
type Range = (typeof RANGES)[number];

/** Today in WIB (UTC+7), the calendar insight counts in, and the day `days` before it. */
const wibDay = (offsetDays = 0) =>
  new Date(Date.now() + 7 * 3_600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The width the chart may take: its box's, followed as the window changes and the box is drawn anew. */
function useWidth() {
  const [box, ref] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return { ref, width };
}

/** `/admin/insight` (docs/decisions/0155, 0156): what visitors look at, search for and ask about. */
export function InsightPage() {
  const t = useT();
  const errorText = useErrorText();
  const [range, setRange] = useState<Range>(30);
  const query = { from: wibDay(range - 1), to: wibDay() };
  const insight = useInsight(query);
  return (
    <>
      <SectionHeading title={t('admin.section.insight')} description={t('admin.insight.description')} />
      <fieldset className="mb-6">
        <legend className="mb-2 text-sm font-semibold text-navy-950">{t('admin.insight.range')}</legend>
        <div className="inline-flex overflow-hidden rounded-xl border border-slate-300 bg-white">
          {RANGES.map((days) => (
            <label
              key={days}
              className="cursor-pointer px-4 py-2 text-sm font-semibold text-slate-700 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-teal-600"
            >
              <input
                type="radio"
                name="insight-range"
                value={days}
                checked={range === days}
                onChange={() => setRange(days)}
                className="sr-only"
              />
              {t('admin.insight.days', { count: days })}
            </label>
          ))}
        </div>
      </fieldset>
      {insight.isPending && <Spinner className="text-teal-700" label={t('admin.loading')} />}
      {insight.isError && <ErrorBanner>{errorText(insight.error, t('admin.insight.failed'))}</ErrorBanner>}
      {insight.data && <InsightBody data={insight.data} range={query} />}
    </>
  );
}

function InsightBody({ data, range }: { data: Insight; range: { from: string; to: string } }) {
  const t = useT();
  const { ref, width } = useWidth();
  const [asTable, setAsTable] = useState(false);
  const [order, setOrder] = useState<'views' | 'enquiries'>('views');
  const solutions = [...data.top_solutions].sort((a, b) => b[order] - a[order] || a.solution_id - b.solution_id);
  return (
    <div className="grid gap-6">
      <Panel
        title={t('admin.insight.perDay')}
        actions={
          <>
            <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              <Table2 className="size-4" aria-hidden="true" />
              {t('admin.insight.showAsTable')}
            </Button>
            <CsvButton table="days" range={range} />
          </>
        }
      >
        {asTable ? (
          <DataTable
            caption={t('admin.insight.perDay')}
            head={[
              t('admin.insight.date'),
              t('admin.insight.views'),
              t('admin.insight.searches'),
              t('admin.insight.zeroResults'),
              t('admin.insight.enquiries'),
              t('admin.insight.signups'),
            ]}
          >
            {data.days.map((day) => (
              <DataRow key={day.date}>
                <DataCell label={t('admin.insight.date')}>{day.date}</DataCell>
                <DataCell label={t('admin.insight.views')}>{day.views}</DataCell>
                <DataCell label={t('admin.insight.searches')}>{day.searches}</DataCell>
                <DataCell label={t('admin.insight.zeroResults')}>{day.zero_result_searches}</DataCell>
                <DataCell label={t('admin.insight.enquiries')}>{day.enquiries}</DataCell>
                <DataCell label={t('admin.insight.signups')}>{day.signups}</DataCell>
              </DataRow>
            ))}
          </DataTable>
        ) : (
          <figure ref={ref} className="min-h-[300px] min-w-0 overflow-hidden" data-testid="insight-chart">
            {width > 0 && <InsightChart days={data.days} width={width} />}
            <figcaption className="sr-only">{t('admin.insight.chartTitle')}</figcaption>
          </figure>
        )}
      </Panel>

      <Panel
        title={t('admin.insight.topSolutions')}
        actions={
          <>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {t('admin.insight.orderBy')}
              <select
                className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                value={order}
                onChange={(event) => setOrder(event.currentTarget.value as 'views' | 'enquiries')}
              >
                <option value="views">{t('admin.insight.views')}</option>
                <option value="enquiries">{t('admin.insight.enquiries')}</option>
              </select>
            </label>
            <CsvButton table="top_solutions" range={range} />
          </>
        }
      >
        {solutions.length === 0 ? (
          <p className="text-slate-600">{t('admin.insight.nothingYet')}</p>
        ) : (
          <DataTable
            caption={t('admin.insight.topSolutions')}
            head={[
              t('admin.insight.solution'),
              t('admin.insight.views'),
              t('admin.insight.enquiries'),
              t('admin.insight.conversion'),
            ]}
          >
            {solutions.map((s) => (
              <DataRow key={s.solution_id}>
                <DataCell label={t('admin.insight.solution')} className="break-words">
                  <Link
                    to={`/solution/${s.solution_id}`}
                    className="font-semibold text-teal-800 underline underline-offset-2"
                  >
                    {s.name}
                  </Link>
                </DataCell>
                <DataCell label={t('admin.insight.views')}>{s.views}</DataCell>
                <DataCell label={t('admin.insight.enquiries')}>{s.enquiries}</DataCell>
                <DataCell label={t('admin.insight.conversion')}>
                  {s.views > 0 ? ((s.enquiries * 100) / s.views).toFixed(1) : '–'}
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        )}
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <TermsPanel
          title={t('admin.insight.topSearches')}
          terms={data.top_searches}
          table="top_searches"
          range={range}
        />
        <TermsPanel
          title={t('admin.insight.zeroResultSearches')}
          terms={data.zero_result_searches}
          table="zero_result_searches"
          range={range}
        />
      </div>
    </div>
  );
}

function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-navy-950">{title}</h3>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A list of words, each a link to that search, with a bar and its count. */
function TermsPanel({
  title,
  terms,
  table,
  range,
}: {
  title: string;
  terms: Insight['top_searches'];
  table: InsightTable;
  range: { from: string; to: string };
}) {
  const t = useT();
  const most = Math.max(1, ...terms.map((term) => term.count));
  return (
    <Panel title={title} actions={<CsvButton table={table} range={range} />}>
      {terms.length === 0 ? (
        <p className="text-slate-600">{t('admin.insight.nothingYet')}</p>
      ) : (
        <ol className="grid gap-2">
          {terms.map((term) => (
            <li key={term.term} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
              <Link
                to={`/solutions?search=${encodeURIComponent(term.term)}`}
                className="truncate font-semibold text-teal-800 underline underline-offset-2"
              >
                {term.term}
              </Link>
              <span className="text-sm text-slate-700 tabular-nums">{term.count}</span>
              <span className="col-span-2 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-slate-500"
                  style={{ width: `${(term.count / most) * 100}%` }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function CsvButton({ table, range }: { table: InsightTable; range: { from: string; to: string } }) {
  const t = useT();
  const exportCsv = useMutation({
    mutationFn: () => adminHistoryApi.exportInsight({ ...range, table }),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? `insight-${table}.csv`),
    onError: (error) => notify.error(errorMessage(error, translate('admin.insight.exportFailed'))),
  });
  return (
    <Button variant="ghost" size="sm" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      <Download className="size-4" aria-hidden="true" />
      {t('admin.insight.csv')}
    </Button>
  );
}
