import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** A secret shown once, after it is made: selectable, with a copy button, until dismissed. */
export function SecretOnce({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it for the reader to copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4"
      data-testid="secret-once"
    >
      <h3 id={`${id}-title`} className="font-semibold text-navy-950">
        {title}
      </h3>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-800">
        {t('admin.integrations.secretOnce')}
      </p>
      <label htmlFor={id} className="sr-only">
        {title}
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={secret}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 basis-64 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? t('admin.integrations.copied') : t('admin.integrations.copy')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('admin.integrations.done')}
        </Button>
      </div>
    </section>
  );
}

/** A group of checkboxes with a legend; `values` are the checked ones. */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  values,
  onChange,
  error,
}: {
  legend: string;
  options: ReadonlyArray<{ value: V; label: string; hint?: string }>;
  values: readonly V[];
  onChange: (values: V[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...values, option.value] : values.filter((v) => v !== option.value))
              }
              className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-teal-700"
            />
            <span>
              <span className="font-mono font-medium">{option.label}</span>
              {option.hint && <span className="mt-0.5 block text-slate-600">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
