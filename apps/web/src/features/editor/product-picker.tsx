import { PRODUCT_LIST_MAX_HEIGHT_PX } from '@catalog/shared';
import { Check, RefreshCw, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useChoiceText } from '../../components/ui/combobox-field.tsx';
import { cx } from '../../components/ui/cx.ts';
import { ProductLogo } from '../../components/ui/product-logo.tsx';
import { FieldError, FieldHint } from '../../components/ui/field-shell.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useLookup } from './use-lookup.ts';
import type { Shown } from '../../lib/api.ts';

interface ProductPickerProps {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  hint?: string;
  error?: Shown;
}

/**
 * The ArcGIS product picker of docs/product.md §3.8: a searchable two-column list with check marks that
 * scrolls past 400 px. Each product is a checkbox, so it is announced and toggled like one.
 */
export function ProductPicker({ label, value, onChange, hint, error }: ProductPickerProps) {
  const t = useT();
  const choice = useChoiceText();
  const products = useLookup('listArcgisProducts');
  const [query, setQuery] = useState('');
  const baseId = useId();
  const searchId = `${baseId}-search`;
  const selected = useMemo(() => new Set(value), [value]);

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? products.options.filter((p) => p.name.toLowerCase().includes(q)) : products.options;
  }, [products.options, query]);

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <fieldset aria-describedby={error ? `${baseId}-error` : hint ? `${baseId}-hint` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{label}</legend>
      <div
        className={cx(
          'overflow-hidden rounded-xl border bg-white shadow-sm',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
          <label htmlFor={searchId} className="sr-only">
            {choice.searchIn(label)}
          </label>
          <div className="flex min-w-0 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 focus-within:border-cyan-700 focus-within:ring-3 focus-within:ring-cyan-700/25">
            <Search className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('editor.searchProducts')}
              autoComplete="off"
              className="h-9 w-full min-w-0 bg-transparent text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:outline-none"
            />
          </div>
          <span className="shrink-0 text-sm text-slate-600" aria-live="polite">
            {choice.selectedCount(value.length)}
          </span>
        </div>
        <div
          className="overflow-y-auto overscroll-contain p-2"
          style={{ maxHeight: PRODUCT_LIST_MAX_HEIGHT_PX }}
          data-testid="product-list"
        >
          {products.status === 'loading' && (
            <div className="px-2 py-6 text-sm text-slate-600">
              <Spinner className="text-teal-700" label={t('editor.loadingProducts')} />
            </div>
          )}
          {products.status === 'error' && (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-2 px-2 py-4 text-sm font-medium text-red-700"
            >
              <span>{t('editor.productsFailed')}</span>
              <button
                type="button"
                onClick={products.retry}
                className="inline-flex items-center gap-1.5 rounded-md bg-white px-2.5 py-1 font-semibold text-navy-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              >
                <RefreshCw className="size-3.5" aria-hidden="true" />
                {choice.retry}
              </button>
            </div>
          )}
          {products.status === 'ready' && filtered.length === 0 && (
            <p className="px-2 py-6 text-center text-sm text-slate-600">
              {products.options.length > 0 ? t('editor.noProductsMatch') : t('editor.noProducts')}
            </p>
          )}
          {products.status === 'ready' && filtered.length > 0 && (
            <ul className="grid grid-cols-2 gap-1.5 sm:gap-2">
              {filtered.map((product) => {
                const checked = selected.has(product.id);
                return (
                  <li key={product.id} className="min-w-0">
                    <label
                      className={cx(
                        'relative flex h-full cursor-pointer flex-col items-start gap-2 rounded-lg border p-2.5 transition-colors sm:flex-row sm:items-center sm:gap-3',
                        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-ring) has-[:focus-visible]:outline-solid',
                        checked
                          ? 'border-teal-600 bg-teal-50/70'
                          : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="sr-only"
                        checked={checked}
                        onChange={(e) => toggle(product.id, e.target.checked)}
                      />
                      <ProductLogo product={product} />
                      {/* Narrow screens stack logo and name so two columns still fit whole words. */}
                      <span className="min-w-0 flex-1 text-sm leading-snug font-medium text-slate-800">
                        {product.name}
                      </span>
                      <span
                        aria-hidden="true"
                        className={cx(
                          'absolute top-2.5 right-2.5 flex size-5 shrink-0 items-center justify-center rounded-full border sm:static',
                          checked ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white',
                        )}
                      >
                        {checked && <Check className="size-3.5" strokeWidth={3} />}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <FieldHint id={`${baseId}-hint`} hint={hint} error={error} />
      <FieldError id={`${baseId}-error`} message={error} />
    </fieldset>
  );
}
