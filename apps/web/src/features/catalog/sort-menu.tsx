import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/cx.ts';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import type { SortDirection, SortField } from './catalog-query.ts';

const FIELDS: Array<{ value: SortField; label: MessageKey }> = [
  { value: 'name', label: 'catalog.sort.name' },
  { value: 'technology', label: 'catalog.sort.technology' },
];
const DIRECTIONS: Array<{ value: SortDirection; label: MessageKey }> = [
  { value: 'asc', label: 'catalog.sort.asc' },
  { value: 'desc', label: 'catalog.sort.desc' },
];

interface SortMenuProps {
  field: SortField | null;
  direction: SortDirection;
  onField: (field: SortField | null) => void;
  onDirection: (direction: SortDirection) => void;
}

function Choice({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cx(
        'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm',
        active ? 'bg-teal-50 font-semibold text-teal-900' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {label}
      <Check className={cx('size-4 text-teal-700', !active && 'invisible')} aria-hidden="true" />
    </button>
  );
}

/**
 * docs/product.md §3.6 'Relevance' dropdown: 'Sort by' Name or Technology (clicking the active field
 * clears it) and 'Sort Direction'. A disclosure popover: Escape or a click outside closes it.
 */
export function SortMenu({ field, direction, onField, onDirection }: SortMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const byId = useId();
  const dirId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const current = FIELDS.find((f) => f.value === field);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={buttonClasses({ variant: 'secondary', className: 'px-3.5' })}
      >
        {current ? (
          <>
            <span className="text-teal-700" aria-hidden="true">
              {direction === 'desc' ? '↓' : '↑'}
            </span>
            {t(current.label)}
            <span className="sr-only">, {t(direction === 'desc' ? 'catalog.sort.desc' : 'catalog.sort.asc')}</span>
          </>
        ) : (
          t('catalog.sort.relevance')
        )}
        <ChevronDown
          className={cx('size-4 text-slate-500 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 z-30 mt-2 w-60 origin-top-left sm:right-0 sm:left-auto sm:origin-top-right rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div role="group" aria-labelledby={byId}>
          <p id={byId} className="px-3 pt-1 pb-1.5 text-xs font-semibold text-slate-600">
            {t('catalog.sort.by')}
          </p>
          {FIELDS.map((f) => (
            <Choice
              key={f.value}
              label={t(f.label)}
              active={field === f.value}
              onClick={() => onField(field === f.value ? null : f.value)}
            />
          ))}
        </div>
        <div role="group" aria-labelledby={dirId} className="mt-2 border-t border-slate-100 pt-2">
          <p id={dirId} className="px-3 pt-1 pb-1.5 text-xs font-semibold text-slate-600">
            {t('catalog.sort.direction')}
          </p>
          {DIRECTIONS.map((d) => (
            <Choice
              key={d.value}
              label={t(d.label)}
              active={direction === d.value}
              onClick={() => onDirection(d.value)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
