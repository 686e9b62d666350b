import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cx } from './cx.ts';
import { textControlClasses } from './field.tsx';
import { FieldError, FieldLabel } from './field-shell.tsx';
import type { Shown } from '../../lib/api.ts';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: Shown;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field styled like TextField. */
export function TextArea({ label, error, className, ref, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx('block w-full resize-y px-3.5 py-2.5 leading-relaxed', textControlClasses(Boolean(error)))}
        {...rest}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
