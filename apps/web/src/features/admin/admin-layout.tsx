import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/use-t.ts';

const SECTIONS = [
  { to: '/admin', label: 'admin.section.overview', end: true },
  { to: '/admin/lookups', label: 'admin.section.lookups', end: false },
  { to: '/admin/users', label: 'admin.section.users', end: false },
  { to: '/admin/enquiries', label: 'admin.section.enquiries', end: false },
  { to: '/admin/activity', label: 'admin.section.activity', end: false },
  { to: '/admin/insight', label: 'admin.section.insight', end: false },
  { to: '/admin/trash', label: 'admin.section.trash', end: false },
  { to: '/admin/tokens', label: 'admin.section.tokens', end: false },
  { to: '/admin/webhooks', label: 'admin.section.webhooks', end: false },
  { to: '/admin/synonyms', label: 'admin.section.synonyms', end: false },
  { to: '/admin/import', label: 'admin.section.import', end: false },
] as const;

const sectionClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-12 items-center border-b-2 px-1 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive
      ? 'border-teal-600 text-navy-950'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-navy-900',
  );

/** The frame of every back-office screen (docs/product.md §3.11): its title band and the sections. */
export function AdminLayout() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('admin.area')} description={t('admin.areaDescription')} />
      <nav aria-label={t('admin.sectionsLabel')} className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4 sm:px-6 lg:px-8">
          {SECTIONS.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink to={section.to} end={section.end} className={sectionClasses}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense
          fallback={
            <p className="py-10 text-slate-600">
              <Spinner className="text-teal-700" label={t('admin.loading')} />
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </>
  );
}
