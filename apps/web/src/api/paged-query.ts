import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

/** One page of a list: the page shown stays on screen while the next one loads. */
export function usePagedQuery<T>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: keepPreviousData });
}
