import { type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx.ts';
import { textControlClasses } from './field.tsx';
import { FieldLabel } from './field-shell.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select styled like TextField, for filters and short lists. */
export function SelectField({
  label,
  options,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; options: readonly SelectOption[] }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} className={cx('block h-11 w-full px-3', textControlClasses(false))} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
