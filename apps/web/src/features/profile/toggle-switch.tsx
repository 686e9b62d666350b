import { useId } from 'react';
import { SwitchButton } from '../../components/ui/switch-button.tsx';

/**
 * An on/off switch with its visible label and a line about it. `name` replaces the label as the
 * accessible name where several switches share one visible label.
 */
export function ToggleSwitch({
  label,
  hint,
  name,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="mt-0.5 block text-sm text-slate-600">
            {hint}
          </span>
        )}
      </div>
      <SwitchButton
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={name}
        aria-labelledby={name ? undefined : `${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
    </div>
  );
}
