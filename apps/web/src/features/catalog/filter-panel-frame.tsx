import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { useT } from '../../i18n/use-t.ts';
import { FILTER_PANEL_ID } from './search-bar.tsx';

/**
 * docs/product.md §3.6: the filter panel slides in from the side on wide screens and down from the top on
 * small ones; while closed it is inert, so nothing in it can be reached. The frame is part of the
 * list page; what it holds is loaded on its own once wanted (filter-panel.tsx).
 */
const OPEN = 'mb-6 grid-rows-[1fr] opacity-100 md:mr-8 md:mb-0 md:w-72 md:translate-x-0';
const CLOSED = 'grid-rows-[0fr] opacity-0 max-md:-translate-y-3 md:mr-0 md:w-0 md:-translate-x-6 md:overflow-hidden';
/** Server-rendered markup: open on wide screens, closed on small ones, until the browser decides. */
const BY_WIDTH =
  'max-md:grid-rows-[0fr] max-md:opacity-0 max-md:-translate-y-3 md:grid-rows-[1fr] md:opacity-100 md:mr-8 md:w-72';

/** `open` is null while server-rendered markup is shown and hydrated (see BY_WIDTH). */
export function FilterPanelFrame({ open, children }: { open: boolean | null; children: ReactNode }) {
  const t = useT();
  return (
    <aside
      id={FILTER_PANEL_ID}
      aria-label={t('catalog.filters.title')}
      inert={open === false}
      data-open={open ?? undefined}
      className={cx(
        'grid shrink-0 transition-[grid-template-rows,opacity,width,transform,margin] duration-300 ease-out motion-reduce:transition-none',
        'md:sticky md:top-24 md:block md:self-start',
        open === null ? BY_WIDTH : open ? OPEN : CLOSED,
      )}
    >
      <div className="min-h-0 overflow-hidden md:w-72">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:max-h-[calc(100dvh-8rem)] md:overflow-y-auto">
          {children}
        </div>
      </div>
    </aside>
  );
}

/** Holds the panel's place, in its shape, while its code arrives. */
export function FilterPanelPlaceholder() {
  const t = useT();
  return (
    <div aria-hidden="true">
      <p className="mb-4 text-lg font-bold text-navy-950">{t('catalog.filters.title')}</p>
      <div className="h-12 animate-pulse rounded-xl bg-navy-50" />
      <div className="mt-6 space-y-3">
        {[70, 55, 80, 60, 75, 50].map((w) => (
          <div key={w} className="h-4 animate-pulse rounded bg-slate-200/70" style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}
