import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { textControlClasses } from '../../components/ui/field.tsx';
import { FieldLabel } from '../../components/ui/field-shell.tsx';

/** A search field that hands its text on once typing pauses (400 ms), and follows the address bar (as docs/decisions/0110-list-page-state.md). */
export function SearchBox({
  label,
  value,
  onSearch,
  className,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const id = useId();
  // The text being typed, with the address bar's search it was typed over: when the address bar
  // moves on to something else (Back, a link), the box shows the address bar again.
  const [typed, setTyped] = useState<{ over: string; text: string } | null>(null);
  const text = typed && (typed.over === value || typed.text.trim() === value) ? typed.text : value;
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-500" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setTyped({ over: value, text: event.currentTarget.value })}
          className={cx('block h-11 w-full pr-3 pl-9', textControlClasses(false))}
        />
      </div>
    </div>
  );
}
