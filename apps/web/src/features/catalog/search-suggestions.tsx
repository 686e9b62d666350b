import type { FilterGroup, Suggestion, SuggestionKind } from '@catalog/shared';
import { useNavigate } from 'react-router';
import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { call } from '../../lib/api.ts';
import { useT } from '../../i18n/use-t.ts';
import { MARK_RULES, Snippet } from '../../components/cards/snippet.tsx';
import { SUGGESTIONS_ID } from './search-bar.tsx';

/** A pause in typing before asking: short, since the answer takes a few milliseconds. */
const SUGGEST_DELAY_MS = 120;

const optionId = (index: number) => `${SUGGESTIONS_ID}-${index}`;

/** The filter group a lookup suggestion turns on: an industry is an option of `industry_group`. */
const FILTER_OF: Record<Exclude<SuggestionKind, 'solution'>, FilterGroup> = {
  industry: 'industry_group',
  technology: 'technology',
  pattern_of_use: 'pattern_of_use',
  contributor: 'contributor',
};

/** What the search box shows of the list: open or not, and which option is active. */
export interface ComboState {
  expanded: boolean;
  activeId: string | undefined;
}

interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  text: string;
  onFilter: (group: FilterGroup, value: string) => void;
  onState: (state: ComboState) => void;
}

/**
 * The suggestions under the list's search box (docs/decisions/0183-search-suggestions.md): an
 * ARIA combobox's listbox. The box keeps the focus; arrow keys move the active option, Enter
 * picks it (with none active, Enter searches as before), Escape closes the list. Loaded when
 * the box is first focused, so the list's first page does not carry it.
 */
export function SearchSuggestions({ input, text, onFilter, onState }: SearchSuggestionsProps) {
  const t = useT();
  const navigate = useNavigate();
  // A solution opens its page; a lookup value turns its filter on.
  const onPick = ({ kind, id }: Suggestion) =>
    kind === 'solution' ? void navigate(`/solution/${id}`) : onFilter(FILTER_OF[kind], String(id));
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const dismissed = useRef<string | null>(null);
  const q = text.trim();

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call('suggestCatalog', { query: { q }, signal: controller.signal })
        .then((answer) => {
          setItems(answer.data);
          setActive(-1);
          setOpen(dismissed.current !== q && document.activeElement === input.current);
        })
        .catch(() => setItems([]));
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, input]);

  // With the box emptied, what was suggested before is gone at once.
  const shown = open && q !== '' && items.length > 0;
  useEffect(() => {
    onState({ expanded: shown, activeId: shown && active >= 0 ? optionId(active) : undefined });
  }, [shown, active, onState]);

  // Keys and focus are the box's: listened to on it while this list exists.
  const close = useEffectEvent(() => {
    dismissed.current = q;
    setOpen(false);
    setActive(-1);
  });
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!q || items.length === 0) return;
      event.preventDefault();
      dismissed.current = null;
      setOpen(true);
      const n = items.length;
      const down = event.key === 'ArrowDown';
      // From the box (no option active) or past either end, the other end is next.
      if (!shown || active < 0) setActive(down ? 0 : n - 1);
      else setActive(down ? (active + 1) % n : (active - 1 + n) % n);
    } else if (event.key === 'Enter' && shown && active >= 0 && items[active]) {
      event.preventDefault();
      close();
      onPick(items[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  });
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const key = (event: KeyboardEvent) => onKey(event);
    const blur = () => close();
    box.addEventListener('keydown', key);
    box.addEventListener('blur', blur);
    return () => {
      box.removeEventListener('keydown', key);
      box.removeEventListener('blur', blur);
    };
  }, [input]);

  return (
    <>
      <ul
        id={SUGGESTIONS_ID}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, i) => (
          <li
            key={`${item.kind}-${item.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // The box keeps the focus: a press does not blur it before the click picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              onPick(item);
            }}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3.5 py-2 text-[15px] text-slate-900 hover:bg-slate-50 ${i === active ? 'bg-navy-50' : ''}`}
          >
            <span className="min-w-0 break-words">
              <Snippet html={item.highlight} words={Infinity} rules={MARK_RULES} />
            </span>
            <span className="shrink-0 text-xs text-slate-600">{t(`search.kind.${item.kind}`)}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {shown ? t('search.count', { count: items.length }) : ''}
      </p>
    </>
  );
}
