import type { BodyOf, QueryOf } from '@catalog/shared';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { usePagedQuery } from './paged-query.ts';
import { activityChanged, adminKeys } from './admin-keys.ts';

export const adminUsersApi = {
  change: (id: number, body: BodyOf<'updateAdminUser'>) => call('updateAdminUser', { params: { id }, body }),
  resendActivation: (id: number) => call('resendActivation', { params: { id } }),
};

/** One page of accounts, searched by name or email. */
export function useAdminUsers(query: QueryOf<'listAdminUsers'>) {
  return usePagedQuery([...adminKeys.users(), query], (signal) => call('listAdminUsers', { query, signal }));
}

/** An account changed: the account pages and the log. */
export function accountChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
  void activityChanged(queryClient);
}
