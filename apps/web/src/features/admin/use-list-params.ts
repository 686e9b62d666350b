import { useSearchParams } from 'react-router';

/**
 * A back-office list's filters and page, kept in the address bar so a view can be bookmarked and
 * Back goes to the previous one. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  const page = params.get('page') ?? '';

  const update = (patch: Partial<Record<K | 'page', string>>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries<string | undefined>(patch)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });

  const setPage = (n: number) => update({ page: n > 1 ? String(n) : '' } as Partial<Record<K | 'page', string>>);
  return { values, page, update, setPage };
}
