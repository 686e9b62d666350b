import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { cx } from './cx.ts';

/**
 * A table of records that turns into one card per row below 768 px, each cell then led by its
 * column's name. The roles are written out because a table laid out as blocks loses them in some
 * browsers, and screen readers should still read rows and cells.
 */
export function DataTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <table role="table" className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-50 max-md:sr-only">
          <tr role="row">
            {head.map((name) => (
              <th
                role="columnheader"
                key={name}
                scope="col"
                className="border-b border-slate-200 px-4 py-3 font-semibold whitespace-nowrap text-slate-700"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:flex max-md:flex-col max-md:gap-3 md:divide-y md:divide-slate-100">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function DataRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      role="row"
      className={cx(
        'align-top max-md:block max-md:rounded-2xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

/** A cell; `label` is its column's name, shown before it on narrow screens. */
export function DataCell({
  label,
  className,
  children,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & { label: string }) {
  return (
    <td role="cell" className={cx('max-md:flex max-md:gap-3 max-md:py-1 md:px-4 md:py-3', className)} {...rest}>
      <span aria-hidden="true" className="w-28 shrink-0 font-medium text-slate-600 md:hidden">
        {label}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </td>
  );
}
