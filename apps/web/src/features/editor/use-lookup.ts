import { useRef } from 'react';
import { type LookupList, type LookupOptions, useLookupList } from '../../api/lookups.ts';
import type { OptionList } from '../../components/ui/combobox-field.tsx';

const keep = <T>(options: T) => options;

/**
 * A lookup list as the editor's selects show it: loading, failed with a Retry (which asks again
 * past any cache, docs/product.md §3.8) or ready.
 */
export function useLookup<L extends LookupList>(list: L): OptionList<LookupOptions<L>[number]> {
  // Read only inside the query function, so a Retry's request carries a fresh timestamp.
  const retried = useRef(false);
  const query = useLookupList(list, keep<LookupOptions<L>>, () => retried.current);
  return {
    options: query.data ?? [],
    // A Retry after a failure shows the loading state again until the new answer arrives.
    status: query.data ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading',
    retry: () => {
      retried.current = true;
      void query.refetch();
    },
  };
}
