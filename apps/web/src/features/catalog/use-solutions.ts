import type { SolutionListResponse } from '@catalog/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * The list call for a query string that has settled (see use-catalog-params.ts). A request whose
 * key was replaced loses its observer and TanStack Query aborts it through the signal. The
 * previous page stays on screen while the next one loads.
 */
export function useSolutions(queryString: string, viewerKey: string) {
  return useQuery({
    queryKey: ['solutions', viewerKey, queryString],
    queryFn: ({ signal }) =>
      api.get<SolutionListResponse>(`/api/catalog/solution?${queryString ? `${queryString}&` : ''}facets=1`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
