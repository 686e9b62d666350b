import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** Synonym sets of the search (docs/decisions/0183-search-suggestions.md). */
export const adminSynonymsApi = {
  create: (terms: string[]) => call('createAdminSynonym', { body: { terms } }),
  update: (id: number, terms: string[]) => call('updateAdminSynonym', { params: { id }, body: { terms } }),
  remove: (id: number) => call('deleteAdminSynonym', { params: { id } }),
};

export function useSynonyms() {
  return useQuery({
    queryKey: adminKeys.synonyms(),
    queryFn: ({ signal }) => call('listAdminSynonyms', { signal }).then((r) => r.data),
  });
}
