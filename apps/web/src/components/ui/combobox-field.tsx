import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import { MULTI_SELECT_SUMMARY_AFTER } from '@catalog/shared';
import { Check, ChevronsUpDown, RefreshCw, Search } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { cx } from './cx.ts';
import { controlBorder, describedBy, FieldShell, useFieldIds } from './field-shell.tsx';
import { Spinner } from './spinner.tsx';
import type { Shown } from '../../lib/api.ts';

/**
 * Texts of the option lists in the language of `t` (the `forms` area of the catalogues in
 * @catalog/shared); those of docs/product.md §7.2 are its English character for character.
 */
export function choiceTexts(t: Translate) {
  return {
    // docs/product.md §7.2
    optionsFailed: t('forms.choice.optionsFailed'),
    noOptions: t('forms.choice.noOptions'),
    noMatchingOptions: t('forms.choice.noMatchingOptions'),
    itemsSelected: (n: number) => t('forms.choice.itemsSelected', { count: n }),
    // Ours
    selectPlaceholder: t('forms.choice.selectPlaceholder'),
    searchPlaceholder: t('forms.choice.searchPlaceholder'),
    searchIn: (label: string) => t('forms.choice.searchIn', { label: label.toLowerCase() }),
    loading: t('forms.choice.loading'),
    loadingOptions: t('forms.choice.loadingOptions'),
    retry: t('forms.choice.retry'),
    clear: t('forms.choice.clear'),
    done: t('forms.choice.done'),
    required: t('forms.field.required'),
    selectedCount: (n: number) => t('forms.choice.selectedCount', { count: n }),
  } as const;
}

export type ChoiceTexts = ReturnType<typeof choiceTexts>;

/** The option lists' texts in the page's language. */
export function useChoiceText(): ChoiceTexts {
  const t = useT();
  return useMemo(() => choiceTexts(t), [t]);
}

export type ChoiceId = number | string;

/** An option; statuses have string ids, the other lists numbers. */
export interface Choice {
  id: ChoiceId;
  name: string;
}

/** Options that are loaded from elsewhere: while loading, after a failure (with a way to try again), or ready. */
export interface OptionList<T> {
  options: T[];
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
}

type Id = ChoiceId;

interface CommonProps {
  label: string;
  /** The options and their loading state. */
  source: OptionList<Choice>;
  placeholder?: string;
  required?: boolean;
  hint?: string;
  error?: Shown;
  /** Called when focus leaves the whole control: the form validates the field then (docs/product.md §5.12). */
  onBlur?: () => void;
  className?: string;
  name?: string;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value: Id | null | undefined;
  onChange: (value: Id | null) => void;
}

interface MultiProps extends CommonProps {
  multiple: true;
  value: Id[];
  onChange: (value: Id[]) => void;
}

export type ComboboxFieldProps = SingleProps | MultiProps;

const sameId = (a: Id, b: Id) => String(a) === String(b);

/** What the closed control shows: the name, names up to two, then '{n} items selected' (docs/product.md §3.8). */
export function selectionSummary(
  selected: readonly Id[],
  options: readonly Choice[],
  text: Pick<ChoiceTexts, 'itemsSelected'>,
): string {
  if (selected.length === 0) return '';
  if (selected.length > MULTI_SELECT_SUMMARY_AFTER) return text.itemsSelected(selected.length);
  const names = selected.map((id) => options.find((o) => sameId(o.id, id))?.name);
  if (names.some((n) => n === undefined)) return text.itemsSelected(selected.length);
  return names.join(', ');
}

/**
 * A single or multi select over a list of options (docs/product.md §3.8): a button showing the choice opens
 * a panel with a search box and the options (Headless UI Combobox, so arrows, Enter, Escape and
 * typing work). States: loading, error with Retry, empty, no match, options. The list is at
 * most 15rem high.
 */
export function ComboboxField(props: ComboboxFieldProps) {
  const text = useChoiceText();
  const { label, source, placeholder = text.selectPlaceholder, required, hint, error, onBlur, className, name } = props;
  const ids = useFieldIds();
  const buttonId = `${ids.base}-button`;
  const button = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');

  const selected: Id[] = props.multiple
    ? props.value
    : props.value === null || props.value === undefined || props.value === ''
      ? []
      : [props.value];
  const summary =
    source.status === 'loading' && selected.length > 0 && source.options.length === 0
      ? text.loading
      : selectionSummary(selected, source.options, text);

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? source.options.filter((o) => o.name.toLowerCase().includes(q)) : source.options;
  }, [source.options, query]);

  const requiredId = `${ids.base}-required`;
  // A button cannot be aria-required: "Required" is part of its description instead.
  const description =
    [required ? requiredId : null, describedBy(ids, { error, hint })].filter(Boolean).join(' ') || undefined;

  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={cx('min-w-0', className)}
      name={name}
      onLabelClick={() => button.current?.focus()}
      onFocusLeave={onBlur}
    >
      {required && (
        <span id={requiredId} hidden>
          {text.required}
        </span>
      )}
      <Popover className="relative">
        {({ open, close }) => {
          const finish = () => {
            setQuery('');
            close(button);
          };
          const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              finish();
            }
          };
          const panel = (
            <>
              <div className="flex items-center gap-2 border-b border-slate-200 px-3">
                <Search className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <ComboboxInput
                  autoFocus
                  aria-label={text.searchIn(label)}
                  placeholder={text.searchPlaceholder}
                  autoComplete="off"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={onKeyDown}
                  className="h-11 w-full bg-transparent text-[15px] text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:outline-none"
                />
              </div>
              <DropdownBody
                status={source.status}
                options={filtered}
                hasAny={source.options.length > 0}
                selected={selected}
                multiple={Boolean(props.multiple)}
                onRetry={source.retry}
              />
            </>
          );
          return (
            <>
              <PopoverButton
                ref={button}
                id={buttonId}
                name={name}
                aria-labelledby={`${ids.label} ${buttonId}`}
                aria-describedby={description}
                aria-invalid={error ? true : undefined}
                className={cx(
                  'flex h-11 w-full items-center gap-2 rounded-lg border bg-white px-3.5 text-left text-[15px] shadow-sm transition-colors focus:outline-none focus-visible:outline-none',
                  controlBorder(Boolean(error)),
                  open && !error && 'border-cyan-700 ring-3 ring-cyan-700/25',
                )}
              >
                <span className={cx('min-w-0 flex-1 truncate', summary ? 'text-slate-900' : 'text-slate-500')}>
                  {summary || placeholder}
                </span>
                <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              </PopoverButton>
              <PopoverPanel
                focus
                className="absolute inset-x-0 top-full z-30 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl shadow-navy-950/10"
              >
                {props.multiple ? (
                  <Combobox<Id, true>
                    multiple
                    // Ids of one list share a type; the cast only satisfies the library's array typing.
                    value={props.value as number[]}
                    onChange={(next: Id[]) => props.onChange(next)}
                  >
                    {panel}
                  </Combobox>
                ) : (
                  <Combobox<Id | null>
                    value={props.value ?? null}
                    onChange={(next: Id | null) => {
                      // The search box is not the value: Headless UI reports null when it is
                      // emptied, which must not clear the choice (no single select here is clearable).
                      if (next === null) return;
                      props.onChange(next);
                      finish();
                    }}
                  >
                    {panel}
                  </Combobox>
                )}
                {props.multiple && (
                  <div className="flex items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-3 py-2 text-sm">
                    <span className="text-slate-600">{text.selectedCount(selected.length)}</span>
                    <div className="flex gap-1">
                      {selected.length > 0 && (
                        <button
                          type="button"
                          onClick={() => props.onChange([])}
                          className="rounded-md px-2.5 py-1 font-medium text-slate-700 hover:bg-slate-200"
                        >
                          {text.clear}
                        </button>
                      )}
                      <button
                        type="button"
                        onClick={finish}
                        className="rounded-md px-2.5 py-1 font-semibold text-teal-800 hover:bg-teal-50"
                      >
                        {text.done}
                      </button>
                    </div>
                  </div>
                )}
              </PopoverPanel>
            </>
          );
        }}
      </Popover>
    </FieldShell>
  );
}

interface BodyProps {
  status: OptionList<Choice>['status'];
  options: Choice[];
  hasAny: boolean;
  selected: Id[];
  multiple: boolean;
  onRetry: () => void;
}

function DropdownBody({ status, options, hasAny, selected, multiple, onRetry }: BodyProps) {
  const text = useChoiceText();
  if (status === 'loading') {
    return (
      <div className="px-3 py-4 text-sm text-slate-600">
        <Spinner className="text-teal-700" label={text.loadingOptions} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 px-3 py-3 text-sm text-red-700">
        <span>{text.optionsFailed}</span>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-1.5 rounded-md bg-white px-2.5 py-1 font-semibold text-navy-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          <RefreshCw className="size-3.5" aria-hidden="true" />
          {text.retry}
        </button>
      </div>
    );
  }
  if (options.length === 0) {
    return <p className="px-3 py-4 text-sm text-slate-600">{hasAny ? text.noMatchingOptions : text.noOptions}</p>;
  }
  return (
    <ComboboxOptions
      static
      modal={false}
      className="max-h-60 overflow-y-auto overscroll-contain py-1 focus:outline-none"
    >
      {options.map((option) => {
        const isSelected = selected.some((id) => sameId(id, option.id));
        return (
          <ComboboxOption
            key={String(option.id)}
            value={option.id}
            className="group flex cursor-pointer items-center gap-2.5 px-3 py-2 text-[15px] text-slate-800 select-none data-focus:bg-teal-50 data-focus:text-navy-950"
          >
            <span
              aria-hidden="true"
              className={cx(
                'flex size-4.5 shrink-0 items-center justify-center border',
                multiple ? 'rounded' : 'rounded-full',
                isSelected ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-400 bg-white',
              )}
            >
              {isSelected && <Check className="size-3.5" strokeWidth={3} />}
            </span>
            <span className={cx('min-w-0 flex-1', isSelected && 'font-semibold')}>{option.name}</span>
          </ComboboxOption>
        );
      })}
    </ComboboxOptions>
  );
}
