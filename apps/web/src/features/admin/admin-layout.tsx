import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ADMIN_TEXT } from './admin-texts.ts';

const SECTIONS = [
  { to: '/admin', label: ADMIN_TEXT.sections.overview, end: true },
  { to: '/admin/lookups', label: ADMIN_TEXT.sections.lookups, end: false },
  { to: '/admin/users', label: ADMIN_TEXT.sections.users, end: false },
  { to: '/admin/enquiries', label: ADMIN_TEXT.sections.enquiries, end: false },
  { to: '/admin/activity', label: ADMIN_TEXT.sections.activity, end: false },
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
  return (
    <>
      <PageHeader title={ADMIN_TEXT.area} description={ADMIN_TEXT.areaDescription} />
      <nav aria-label={ADMIN_TEXT.sectionsLabel} className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4 sm:px-6 lg:px-8">
          {SECTIONS.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink to={section.to} end={section.end} className={sectionClasses}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense
          fallback={
            <p className="py-10 text-slate-600">
              <Spinner className="text-teal-700" label={ADMIN_TEXT.loading} />
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </>
  );
}
