import {
  isLanguage,
  LIST_FETCH_DEBOUNCE_MS,
  type ListQuery,
  listQueryFor,
  readListQuery,
  type Role,
  writeListQuery,
} from '@catalog/shared';
import { startTransition, useCallback, useEffect, useMemo, useOptimistic, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearFilters, setSearch } from './catalog-query.ts';

/**
 * The address's own language (`?lang=`, docs/decisions/0125-languages.md) is not part of the
 * query: it is carried over to each new view, so a reload or a shared link of a filtered list
 * stays in the language the visitor chose.
 */
export function keepLanguageParam(search: string, current: string): string {
  const lang = new URLSearchParams(current).get('lang');
  if (!isLanguage(lang)) return search;
  return search ? `${search}&lang=${lang}` : `lang=${lang}`;
}

/** Text typed into the search box over the address bar's search `over`, not in the address bar yet. */
interface Typed {
  over: string;
  text: string;
}

/**
 * The catalogue query. The address bar is its one source of truth (docs/product.md §3.6); the
 * only other state is the text being typed, which runs ahead of it until the pause is over.
 * One pause of 500 ms after the last change serves both (docs/product.md §8): the list call
 * follows the query then, and typed text enters the address bar then.
 *
 * A change is computed from the address bar as it is when the change is made (a search entering
 * it cannot undo a filter picked meanwhile) and is its own history entry, so Back undoes it. The
 * page shows a change at once, while the router's navigation to it is still under way.
 */
export function useCatalogParams(viewer: Role) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shownSearch, showSearch] = useOptimistic(location.search);
  const params = useMemo(() => readListQuery(shownSearch), [shownSearch]);

  const update = useCallback(
    (change: (current: ListQuery) => ListQuery) => {
      const current = window.location.search;
      const search = keepLanguageParam(writeListQuery(change(readListQuery(current))), current);
      if (search === current.replace(/^\?/, '')) return;
      const next = search ? `?${search}` : '';
      startTransition(async () => {
        showSearch(next);
        await navigate({ pathname: location.pathname, search: next }, { preventScrollReset: true });
      });
    },
    [location.pathname, navigate, showSearch],
  );

  const [typed, setTyped] = useState<Typed | null>(null);
  const typing = typed !== null && typed.over === params.search;
  // The address bar's search moved on (the typed text entered it, or Back, Forward or a link
  // changed it): the box follows the address bar again.
  if (typed !== null && !typing) setTyped(null);
  const text = typing ? typed.text : params.search;
  /** Typed text the address bar does not have yet. */
  const pending = text !== params.search;
  /** What the viewer's list asks for now: the address bar, with the text being typed. */
  const asked = useMemo(
    () => listQueryFor(viewer, pending ? setSearch(params, text) : params),
    [params, pending, text, viewer],
  );
  const queryString = writeListQuery(asked);

  const commitText = useCallback((value: string) => update((p) => setSearch(p, value)), [update]);

  const [settled, setSettled] = useState(asked);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(asked);
      if (pending) commitText(text);
    }, LIST_FETCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [asked, pending, text, commitText]);

  return {
    /** The address bar's query. */
    params,
    asked,
    /** The list call's query: `asked` once the pause is over. */
    settled,
    settling: writeListQuery(settled) !== queryString,
    /** The search box's text. */
    text,
    setText: (value: string) => setTyped({ over: params.search, text: value }),
    /** Enter: the typed text enters the address bar now. */
    submitText: () => commitText(text),
    update,
    /** Empties the search box and every filter. */
    clearAll: () => {
      setTyped({ over: params.search, text: '' });
      update((p) => setSearch(clearFilters(p), ''));
    },
    /** The address bar's query string as it is, for links back to this view. */
    search: location.search,
  };
}
