import type { QueryClient } from '@tanstack/react-query';

/**
 * After a solution is created, changed or deleted, every cached list and solution page is out of
 * date: drop them so the next page loads fresh behind its skeleton instead of flashing old data.
 * The editor's own queries and the profile stay; the page still showing the editor drops its
 * solution once it has left (see `forgetEditedSolution`).
 */
export function forgetCatalogData(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => {
      const [scope] = query.queryKey as unknown[];
      return scope !== 'auth' && scope !== 'editor';
    },
  });
}

export const forgetEditedSolution = (queryClient: QueryClient, id: number) =>
  queryClient.removeQueries({ queryKey: ['editor', 'solution', String(id)] });
