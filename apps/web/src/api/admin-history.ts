import type { QueryOf } from '@catalog/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { download } from '../lib/download.ts';
import { adminKeys } from './admin-keys.ts';
import { usePagedQuery } from './paged-query.ts';

/** A solution's revisions, the trash and insight (docs/decisions/0153-0155). */
export const adminHistoryApi = {
  restoreRevision: (id: number, rev: number) => call('restoreSolutionRevision', { params: { id, rev } }),
  restoreFromTrash: (id: number) => call('restoreFromTrash', { params: { id } }),
  deleteForever: (id: number) => call('deleteForever', { params: { id } }),
  exportInsight: (query: QueryOf<'exportInsight'>) => download('exportInsight', { query }),
};

/** One page of a solution's revisions, newest first. */
export function useRevisions(id: number, page: number) {
  return usePagedQuery([...adminKeys.revisions(id), page], (signal) =>
    call('listSolutionRevisions', { params: { id }, query: { page: String(page), page_size: '20' }, signal }),
  );
}

/** One revision with its changes; asked for only once it is opened. */
export function useRevision(id: number, rev: number | null) {
  return useQuery({
    queryKey: [...adminKeys.revisions(id), 'detail', rev],
    queryFn: ({ signal }) => call('getSolutionRevision', { params: { id, rev: rev! }, signal }).then((r) => r.data),
    enabled: rev !== null,
  });
}

export function useTrash(page: number) {
  return usePagedQuery([...adminKeys.trash(), page], (signal) =>
    call('listTrash', { query: { page: String(page), page_size: '20' }, signal }),
  );
}

export function useInsight(query: QueryOf<'getInsight'>) {
  return useQuery({
    queryKey: [...adminKeys.insight(), query],
    queryFn: ({ signal }) => call('getInsight', { query, signal }).then((r) => r.data),
  });
}
