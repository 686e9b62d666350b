import type { SavedSearch, SavedSearchBody } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchesApi, savedSearchesChanged, savedSearchKeys } from '../../api/saved-searches.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Renames a saved search or switches its digest. The answer replaces the search in the cached
 * list at once, so every switch of it on the page agrees, and the list is read again after.
 */
export function useSavedSearchUpdate() {
  const queryClient = useQueryClient();
  const userId = useSession()?.claims.user_id;
  return useMutation({
    mutationFn: ({ search, change }: { search: SavedSearch; change: Partial<SavedSearchBody> }) =>
      savedSearchesApi.update(search.id, { name: search.name, query: search.query, alert: search.alert, ...change }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(userId), (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      void savedSearchesChanged(queryClient);
    },
  });
}
