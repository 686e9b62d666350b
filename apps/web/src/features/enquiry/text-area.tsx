import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cx } from '../../components/ui/cx.ts';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field styled like the shell's TextField. */
export function TextArea({ label, error, className, ref, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(
          'block w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-[15px] leading-relaxed text-slate-900 shadow-sm transition-colors',
          'placeholder:text-slate-500 focus:ring-3 focus:outline-none focus-visible:outline-none',
          error
            ? 'border-red-600 focus:border-red-600 focus:ring-red-600/25'
            : 'border-slate-300 hover:border-slate-400 focus:border-cyan-700 focus:ring-cyan-700/25',
        )}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
