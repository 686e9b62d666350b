import type { BodyOf } from '@catalog/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';
import { authKeys } from './auth.ts';

/** Query keys of the signed-in account's saved searches (docs/product.md §5.13). */
export const savedSearchKeys = {
  list: (userId: number | undefined) => [...authKeys.all, 'saved-searches', userId] as const,
};

export const savedSearchesApi = {
  create: (body: BodyOf<'createSavedSearch'>) => call('createSavedSearch', { body }).then((r) => r.data),
  update: (id: number, body: BodyOf<'updateSavedSearch'>) =>
    call('updateSavedSearch', { params: { id }, body }).then((r) => r.data),
  remove: (id: number) => call('deleteSavedSearch', { params: { id } }),
};

/** The account's saved searches, by name. */
export function useSavedSearches() {
  const session = useSession();
  return useQuery({
    queryKey: savedSearchKeys.list(session?.claims.user_id),
    queryFn: ({ signal }) => call('listSavedSearches', { signal }).then((r) => r.data),
    enabled: session !== null,
  });
}

export const savedSearchesChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...authKeys.all, 'saved-searches'] });
