import { type FocusEvent, type ReactNode, useId } from 'react';
import { useLocalMessage } from '../../i18n/server-messages.ts';
import type { Shown } from '../../lib/api.ts';
import { cx } from './cx.ts';

/**
 * The asterisk after a required field's label. Drawn by CSS with empty alternative text, so the
 * label's text stays the field's name; the input's `required` is what assistive technology reads.
 */
export const requiredMarkClasses = "after:ml-0.5 after:text-red-700 after:[content:'*'_/_'']";

/** Ids that tie a custom control to its label (aria-labelledby), hint and error (aria-describedby). */
export function useFieldIds() {
  const base = useId();
  return { base, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error` };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** What describes the control: its error, else its hint. */
export const describedBy = (ids: FieldIds, { error, hint }: { error?: Shown; hint?: ReactNode }) =>
  error ? ids.error : hint ? ids.hint : undefined;

/** Label, hint and error around a custom control, matching TextField's look and wiring. */
export interface FieldShellProps {
  ids: FieldIds;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: Shown;
  className?: string;
  /** The field's name, as `data-field`. */
  name?: string;
  /** Focuses the control when its label is clicked (labels of non-inputs do not do it themselves). */
  onLabelClick?: () => void;
  /** Focus left the whole field, not just one part of the control: the form checks the field then. */
  onFocusLeave?: () => void;
  children: ReactNode;
}

function leaving(onFocusLeave: (() => void) | undefined) {
  if (!onFocusLeave) return undefined;
  return (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) onFocusLeave();
  };
}

export const controlBorder = (invalid: boolean) =>
  invalid
    ? 'border-red-600 focus-within:border-red-600 focus-within:ring-3 focus-within:ring-red-600/25'
    : 'border-slate-300 hover:border-slate-400 focus-within:border-cyan-700 focus-within:ring-3 focus-within:ring-cyan-700/25';

/** The label above a control, as every field shows it. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
    </label>
  );
}

/** A field's error; the shared rules' and the server's coded messages in the page's language. */
export function FieldError({ id, message }: { id?: string; message?: Shown }) {
  const local = useLocalMessage();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700" data-field-error>
      {local(message)}
    </p>
  );
}

/** A field's hint, shown while it has no error. */
export function FieldHint({ id, hint, error }: { id?: string; hint?: ReactNode; error?: Shown }) {
  if (!hint || error) return null;
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-600">
      {hint}
    </p>
  );
}

export function FieldShell({
  ids,
  label,
  required,
  hint,
  error,
  className,
  name,
  onLabelClick,
  onFocusLeave,
  children,
}: FieldShellProps) {
  return (
    <div className={className} data-field={name} onBlur={leaving(onFocusLeave)}>
      <span
        id={ids.label}
        onClick={onLabelClick}
        className={cx('mb-1.5 block text-sm font-medium text-slate-800', required && requiredMarkClasses)}
      >
        {label}
      </span>
      {children}
      <FieldHint id={ids.hint} hint={hint} error={error} />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
