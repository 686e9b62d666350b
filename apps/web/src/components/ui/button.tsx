import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';
import { useT } from '../../i18n/use-t.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'outline-light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 active:bg-teal-900',
  secondary: 'bg-white text-navy-800 ring-1 ring-inset ring-slate-300 shadow-sm hover:bg-slate-50 hover:ring-slate-400',
  ghost: 'text-navy-700 hover:bg-navy-50',
  accent: 'bg-teal-300 text-navy-950 shadow-lg shadow-teal-500/20 hover:bg-teal-200',
  'outline-light': 'text-white ring-1 ring-inset ring-white/40 hover:bg-white/10 hover:ring-white/70',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

/** Classes of a button, for links that look like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cx(
    'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and reads 'Loading...' (docs/product.md §3.5). */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const t = useT();
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner />
          {t('ui.loading')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
