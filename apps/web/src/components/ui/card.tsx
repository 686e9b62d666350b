import type { HTMLAttributes } from 'react';
import { cx } from './cx.ts';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}
