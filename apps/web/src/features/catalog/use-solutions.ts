import { LIST_FETCH_DEBOUNCE_MS, type SolutionListResponse } from '@catalog/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The list call for a query string. The key follows the query 500 ms after its last change
 * (docs/product.md §3.6, §8); a request whose key was replaced loses its observer and TanStack Query aborts
 * it through the signal. The previous page stays on screen while the next one loads.
 */
export function useSolutions(queryString: string, viewerKey: string) {
  const settled = useDebouncedValue(queryString, LIST_FETCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['solutions', viewerKey, settled],
    queryFn: ({ signal }) =>
      api.get<SolutionListResponse>(`/api/catalog/solution?${settled ? `${settled}&` : ''}facets=1`, { signal }),
    placeholderData: keepPreviousData,
  });
  return { ...query, settling: settled !== queryString };
}
