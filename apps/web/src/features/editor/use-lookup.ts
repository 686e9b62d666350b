import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { OptionList } from '../../components/ui/combobox-field.tsx';
import { fetchLookup, fetchProducts, type LookupOption, type ProductOption } from './editor-api.ts';

/** Lists change rarely; keep them for the whole editing session. */
const STALE_MS = 10 * 60_000;

function useBustableList<T>(
  key: readonly unknown[],
  load: (bust: number | null, signal: AbortSignal) => Promise<T[]>,
): OptionList<T> {
  // Read only inside the query function, so a Retry carries a fresh timestamp.
  const bust = useRef<number | null>(null);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(bust.current, signal),
    staleTime: STALE_MS,
  });
  return {
    options: query.data ?? [],
    // A Retry after a failure shows the loading state again until the new answer arrives.
    status: query.data ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading',
    retry: () => {
      bust.current = Date.now();
      void query.refetch();
    },
  };
}

/** A lookup list of docs/product.md §6.4 (`/api/catalog/{path}`). */
export const useLookup = (path: string) =>
  useBustableList<LookupOption>(['editor', 'lookup', path], (bust, signal) => fetchLookup(path, bust, signal));

export const useProducts = () => useBustableList<ProductOption>(['editor', 'arcgis_product'], fetchProducts);
