import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminOverview } from '../../../api/admin-overview.ts';
import { Card } from '../../../components/ui/card.tsx';
import { statusName } from '../../../i18n/solution-status.ts';
import { useT } from '../../../i18n/use-t.ts';
import { LoadState } from '../list-state.tsx';
import { SectionHeading } from '../section-heading.tsx';

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <section aria-label={title} className="p-5 sm:p-6">
        <h3 className="text-base font-semibold text-navy-950">{title}</h3>
        {children}
      </section>
    </Card>
  );
}

function Figure({ value, link, to }: { value: number; link: string; to: string }) {
  return (
    <>
      <p className="mt-2 text-4xl font-bold text-navy-950 tabular-nums">{value}</p>
      <Link to={to} className="mt-3 inline-block text-sm font-semibold text-teal-800 underline underline-offset-2">
        {link}
      </Link>
    </>
  );
}

/** `/admin` (docs/product.md §3.11): solutions per status, enquiries, waiting accounts, searches without results. */
export function OverviewPage() {
  const t = useT();
  const overview = useAdminOverview();
  const data = overview.data;
  return (
    <>
      <SectionHeading title={t('admin.section.overview')} description={t('admin.overview.description')} />
      <LoadState query={overview}>
        {data && (
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            <Panel title={t('admin.overview.byStatus')} className="md:row-span-2">
              <dl className="mt-3 divide-y divide-slate-100">
                {data.solutions_by_status.map((row) => (
                  <div key={row.status} className="flex items-center justify-between py-2.5">
                    <dt className="text-slate-700">{statusName(t, row.status, row.name)}</dt>
                    <dd className="font-semibold text-navy-950 tabular-nums">{row.count}</dd>
                  </div>
                ))}
              </dl>
            </Panel>
            <Panel title={t('admin.overview.enquiriesThisWeek')}>
              <Figure
                value={data.enquiries_this_week}
                link={t('admin.overview.openEnquiries')}
                to="/admin/enquiries?status=new"
              />
              <p className="mt-1 text-sm text-slate-600">
                {t('admin.overview.enquiriesNew', { count: data.enquiries_new })}
              </p>
            </Panel>
            <Panel title={t('admin.overview.waiting')}>
              <Figure
                value={data.accounts_awaiting_activation}
                link={t('admin.overview.openUsers')}
                to="/admin/users"
              />
            </Panel>
            <Panel title={t('admin.overview.searches')} className="md:col-span-2 xl:col-span-1 xl:row-span-2">
              <p className="mt-1 text-sm text-slate-600">{t('admin.overview.searchesHint')}</p>
              {data.searches_without_results.length === 0 ? (
                <p className="mt-4 text-slate-700">{t('admin.overview.noSearches')}</p>
              ) : (
                <table className="mt-3 w-full text-sm">
                  <thead>
                    <tr className="text-left text-slate-600">
                      <th scope="col" className="py-2 font-medium">
                        {t('admin.overview.word')}
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        {t('admin.overview.count')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.searches_without_results.map((row) => (
                      <tr key={row.word}>
                        <td className="py-2 break-all text-slate-900">{row.word}</td>
                        <td className="py-2 text-right font-semibold text-navy-950 tabular-nums">{row.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Panel>
          </div>
        )}
      </LoadState>
    </>
  );
}
