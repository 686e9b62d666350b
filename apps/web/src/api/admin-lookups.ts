import type { LookupKind, QueryOf } from '@catalog/shared';
import type { QueryClient } from '@tanstack/react-query';
import { call, upload } from '../lib/api.ts';
import { usePagedQuery } from './paged-query.ts';
import { activityChanged, adminKeys } from './admin-keys.ts';
import { lookupKeys } from './lookups.ts';
import { solutionKeys } from './solutions.ts';

export const adminLookupsApi = {
  create: (kind: LookupKind, name: string) => call('createAdminLookup', { params: { kind }, body: { name } }),
  rename: (kind: LookupKind, id: number, name: string) =>
    call('renameAdminLookup', { params: { kind, id }, body: { name } }),
  /** Deletes a value no solution uses, or with `mergeInto` moves its solutions to that value first. */
  remove: (kind: LookupKind, id: number, mergeInto?: number) =>
    call('deleteAdminLookup', { params: { kind, id }, query: { merge_into: mergeInto?.toString() } }),
  uploadLogo: (id: number, file: File) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return upload('uploadProductLogo', form, { params: { id } });
  },
};

/** One page of a lookup list with the usage counts. */
export function useAdminLookups(kind: LookupKind, query: QueryOf<'listAdminLookups'>) {
  return usePagedQuery([...adminKeys.lookups(kind), query], (signal) =>
    call('listAdminLookups', { params: { kind }, query, signal }),
  );
}

/**
 * A lookup list changed: its admin pages, the public lists (filters and the editor's pickers) and
 * the solutions, whose cards, pages and facet counts name its values.
 */
export function lookupChanged(queryClient: QueryClient, kind: LookupKind) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.lookups(kind) });
  queryClient.removeQueries({ queryKey: lookupKeys.all });
  queryClient.removeQueries({ queryKey: solutionKeys.all });
  void activityChanged(queryClient);
}
