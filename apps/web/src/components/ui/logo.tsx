import { useId } from 'react';
import { cx } from './cx.ts';

/** The product mark: a globe with a location pin. Drawn here so nothing is fetched from elsewhere. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = `logo-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 40 40" className={cx('size-9', className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#0891b2" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#07132a" strokeWidth="2.2" />
      <ellipse cx="20" cy="20" rx="5" ry="11" fill="none" stroke="#07132a" strokeWidth="1.8" />
      <path d="M9.5 16.5h21M9.5 23.5h21" stroke="#07132a" strokeWidth="1.6" />
      <path
        d="M28 6.5a4.5 4.5 0 0 0-4.5 4.5c0 3.2 4.5 7.5 4.5 7.5s4.5-4.3 4.5-7.5A4.5 4.5 0 0 0 28 6.5Z"
        fill="#ffffff"
        stroke="#07132a"
        strokeWidth="1.4"
      />
      <circle cx="28" cy="11" r="1.6" fill="#07132a" />
    </svg>
  );
}

export function Logo({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cx(
          'text-[17px] leading-tight font-bold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-navy-900',
        )}
      >
        Solution <span className={tone === 'light' ? 'text-teal-300' : 'text-teal-700'}>Catalog</span>
      </span>
    </span>
  );
}
