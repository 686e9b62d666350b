import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { requiredMarkClasses } from '../../components/ui/field.tsx';

/** Label, hint and error around a custom control, matching TextField's look and wiring. */
export interface FieldShellProps {
  /** id of the label element; the control points at it with aria-labelledby. */
  labelId: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  /** Focuses the control when its label is clicked (labels of non-inputs do not do it themselves). */
  onLabelClick?: () => void;
  children: ReactNode;
}

export const controlBorder = (invalid: boolean) =>
  invalid
    ? 'border-red-600 focus-within:border-red-600 focus-within:ring-3 focus-within:ring-red-600/25'
    : 'border-slate-300 hover:border-slate-400 focus-within:border-cyan-700 focus-within:ring-3 focus-within:ring-cyan-700/25';

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700" data-field-error>
      {message}
    </p>
  );
}

export function FieldShell({
  labelId,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  onLabelClick,
  children,
}: FieldShellProps) {
  return (
    <div className={className}>
      <span
        id={labelId}
        onClick={onLabelClick}
        className={cx('mb-1.5 block text-sm font-medium text-slate-800', required && requiredMarkClasses)}
      >
        {label}
      </span>
      {children}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
