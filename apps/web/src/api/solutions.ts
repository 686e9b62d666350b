import type { QueryOf, SolutionDetail } from '@catalog/shared';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call, upload } from '../lib/api.ts';
import { useBrowserValue } from '../lib/browser-value.ts';

/**
 * Query keys of solutions: the lists, and one entry per solution that its page, the edit page
 * and the enquiry page share.
 */
export const solutionKeys = {
  all: ['solutions'] as const,
  lists: () => [...solutionKeys.all, 'list'] as const,
  list: (viewer: string, query: QueryOf<'listSolutions'>) => [...solutionKeys.lists(), viewer, query] as const,
  detail: (id: string | number) => [...solutionKeys.all, 'detail', String(id)] as const,
};

type Progress = (percent: number) => void;

export const solutionsApi = {
  list: (query: QueryOf<'listSolutions'>, signal?: AbortSignal) => call('listSolutions', { query, signal }),
  get: (id: string | number, signal?: AbortSignal) =>
    call('getSolution', { params: { id }, signal }).then((r) => r.data),
  /** A new solution with its images in one multipart body (docs/product.md §6.5). */
  create: (form: FormData, onProgress: Progress) => upload('createSolution', form, { onProgress }),
  update: (id: number, form: FormData, onProgress: Progress) =>
    upload('updateSolution', form, { params: { id }, onProgress }),
  remove: (id: number) => call('deleteSolution', { params: { id } }),
  addImages: (id: number, files: readonly File[], onProgress: Progress) => {
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    return upload('addSolutionImages', form, { params: { id }, onProgress });
  },
  removeImage: (imageId: number) => call('deleteSolutionImage', { params: { imageId } }),
};

/** One page of the list for a query, as the list page and the server render ask for it. */
export const solutionListQuery = (query: QueryOf<'listSolutions'>, viewer: string) =>
  queryOptions({
    queryKey: solutionKeys.list(viewer, query),
    // A request whose key was replaced loses its observer, and TanStack Query aborts it.
    queryFn: ({ signal }) => solutionsApi.list(query, signal),
  });

/** One page of the list for a query; the previous page stays on screen while the next one loads. */
export function useSolutionList(query: QueryOf<'listSolutions'>, viewer: string) {
  return useQuery({ ...solutionListQuery(query, viewer), placeholderData: keepPreviousData });
}

/** One solution, as its page and the server render ask for it. */
export const solutionQuery = (id: string) =>
  queryOptions({ queryKey: solutionKeys.detail(id), queryFn: ({ signal }) => solutionsApi.get(id, signal) });

/**
 * One solution. The edit page passes `forEditing`: it asks the server again on arrival, so the
 * form starts from what is stored, and nothing refetches it behind the form's back after that.
 */
export function useSolution(id: string, { enabled = true, forEditing = false } = {}) {
  // While server markup drawn from a 404 is hydrated, asking again on mount would draw the
  // skeleton over it; a signed-in caller's page asks again after hydration (main.tsx).
  const hydrating = useBrowserValue(() => false, true);
  return useQuery({
    ...solutionQuery(id),
    enabled,
    retryOnMount: !hydrating,
    ...(forEditing && { refetchOnMount: 'always', staleTime: Infinity }),
  });
}

/**
 * What a write changed leaves the cache, so the next page that shows it loads it fresh behind
 * its skeleton rather than flashing what was there before. Lookups and the profile stay.
 */
export const solutionWrites = {
  created: (queryClient: QueryClient) => queryClient.removeQueries({ queryKey: solutionKeys.lists() }),
  /** Many solutions written at once (an import): every list and page asks again. */
  imported: (queryClient: QueryClient) => queryClient.removeQueries({ queryKey: solutionKeys.all }),
  /** The server's answer is the solution as it now is: its page shows it at once. */
  updated: (queryClient: QueryClient, saved: SolutionDetail) => {
    queryClient.removeQueries({ queryKey: solutionKeys.lists() });
    queryClient.setQueryData(solutionKeys.detail(saved.id), saved);
  },
  /** Called once the page showing the solution has left it. */
  deleted: (queryClient: QueryClient, id: number) => {
    queryClient.removeQueries({ queryKey: solutionKeys.lists() });
    queryClient.removeQueries({ queryKey: solutionKeys.detail(id) });
  },
  /** Images added or removed: the cards show the first picture, the solution all of them. */
  imagesChanged: (queryClient: QueryClient, id: number) => {
    queryClient.removeQueries({ queryKey: solutionKeys.lists() });
    return queryClient.invalidateQueries({ queryKey: solutionKeys.detail(id) });
  },
};
