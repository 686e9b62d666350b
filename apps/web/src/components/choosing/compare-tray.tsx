import { COMPARE_MAX, COMPARE_MIN } from '@catalog/shared';
import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { useT } from '../../i18n/use-t.ts';
import { clearCompare, isFull, toggleCompare, useCompare } from './compare-store.ts';

/** The address of the comparison of `ids`, in the order they were chosen. */
export const compareHref = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`;

/**
 * The small tray at the bottom of the screen: how many solutions are chosen, their names, a link
 * to the table once there are two, and a way to take each out or clear them all.
 */
export function CompareTray() {
  const t = useT();
  const chosen = useCompare();
  const { pathname } = useLocation();
  if (chosen.length === 0) return null;
  const ready = chosen.length >= COMPARE_MIN;
  return (
    <>
      {/* Room at the end of the page, so the tray never covers its last lines. */}
      <div aria-hidden="true" className="compare-no-print h-16" />
      <section
        aria-label={t('compare.trayLabel')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-2xl compare-no-print"
        data-testid="compare-tray"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold text-navy-950" aria-live="polite">
            {t('compare.count', { count: String(chosen.length) })}
          </p>
          <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
            {chosen.map((c) => (
              <li
                key={c.id}
                className="inline-flex max-w-[14rem] items-center gap-1 rounded-full bg-navy-50 px-3 py-1 text-xs text-navy-900"
              >
                <span className="truncate">{c.name}</span>
                <button
                  type="button"
                  onClick={() => toggleCompare(c)}
                  aria-label={t('compare.remove', { name: c.name })}
                  className="rounded-full p-1 hover:bg-navy-100"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            <button type="button" onClick={clearCompare} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {t('compare.clear')}
            </button>
            {ready ? (
              <Link
                to={compareHref(chosen.map((c) => c.id))}
                className={buttonClasses({ size: 'sm' })}
                aria-current={pathname === '/compare' ? 'page' : undefined}
              >
                {t('compare.open')}
              </Link>
            ) : (
              <span className="text-xs text-slate-600">{t('compare.pickMore')}</span>
            )}
            {isFull(chosen) && (
              <span className="text-xs text-slate-600">{t('compare.full', { max: String(COMPARE_MAX) })}</span>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
