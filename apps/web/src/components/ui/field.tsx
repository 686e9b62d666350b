import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { cx } from './cx.ts';
import { FieldError, FieldHint, requiredMarkClasses } from './field-shell.tsx';
import type { Shown } from '../../lib/api.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: Shown;
  hint?: string;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
  id?: string;
}

/** Border, focus ring and placeholder of a text control, red while it has an error. */
export const textControlClasses = (invalid: boolean) =>
  cx(
    'rounded-lg border bg-white text-[15px] text-slate-900 shadow-sm transition-colors',
    'placeholder:text-slate-500 focus:outline-none focus-visible:outline-none focus:ring-3',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/25'
      : 'border-slate-300 hover:border-slate-400 focus:border-cyan-700 focus:ring-cyan-700/25',
  );

const inputClasses = (invalid: boolean) =>
  cx('block h-11 w-full px-3.5', textControlClasses(invalid), 'disabled:cursor-not-allowed disabled:bg-slate-100');

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  const t = useT();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={cx('mb-1.5 block text-sm font-medium text-slate-800', rest.required && requiredMarkClasses)}
      >
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600">{t('forms.field.optional')}</span>}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClasses(Boolean(error)), isPassword && 'pr-11')}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-label={t(revealed ? 'forms.field.hide' : 'forms.field.show', { label: label.toLowerCase() })}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
          >
            {revealed ? (
              <EyeOff className="size-4.5" aria-hidden="true" />
            ) : (
              <Eye className="size-4.5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      <FieldHint id={`${inputId}-hint`} hint={hint} error={error} />
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}
