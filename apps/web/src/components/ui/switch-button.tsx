import type { AriaAttributes } from 'react';
import { cx } from './cx.ts';

type SwitchLabel = Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-describedby'>;

/**
 * The on/off switch itself (`role="switch"`): a track and its knob. Its label stands beside it and
 * is tied to it through `aria-labelledby`, or given as `aria-label`.
 */
export function SwitchButton({
  checked,
  disabled,
  onChange,
  className,
  ...label
}: SwitchLabel & { checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void; className?: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      {...label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cx(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'disabled:cursor-wait disabled:opacity-70',
        checked ? 'bg-teal-700' : 'bg-slate-500',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
