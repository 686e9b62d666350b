import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from './cx.ts';
import { pageItems } from './page-range.ts';
import { useNumberFormat, useT } from '../../i18n/use-t.ts';

const itemClasses =
  'inline-flex h-10 min-w-8 items-center justify-center rounded-lg px-2 text-sm sm:min-w-10 sm:px-3 font-semibold tabular-nums transition-colors';

/** docs/product.md §3.6: previous and next, first and last always, one sibling each side; hidden for one page. */
export function Paginator({
  page,
  totalPages,
  onPage,
  className = 'mt-10',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const t = useT();
  const number = useNumberFormat();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  return (
    <nav aria-label={t('pagination.label')} className={cx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <button
            type="button"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            className={cx(
              itemClasses,
              'gap-1 text-navy-800 ring-1 ring-slate-300 ring-inset hover:bg-white disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
            )}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('pagination.previous')}</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: number.format(item) })}
                className={cx(
                  itemClasses,
                  item === page
                    ? 'bg-navy-900 text-white shadow-sm'
                    : 'text-navy-800 hover:bg-white hover:ring-1 hover:ring-slate-300 hover:ring-inset',
                )}
              >
                {number.format(item)}
              </button>
            </li>
          ) : (
            <li
              key={item}
              aria-hidden="true"
              className="inline-flex h-10 w-5 items-center sm:w-8 justify-center text-slate-500 select-none"
            >
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPage(page + 1)}
            disabled={page >= totalPages}
            className={cx(
              itemClasses,
              'gap-1 text-navy-800 ring-1 ring-slate-300 ring-inset hover:bg-white disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
            )}
          >
            <span className="max-sm:sr-only">{t('pagination.next')}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
