import type { BodyOf } from '@catalog/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { download } from '../lib/download.ts';
import { useSession } from '../lib/session.ts';
import { authKeys } from './auth.ts';

/** Query keys of the members' area (docs/product.md §3.12), under the account's own root. */
export const memberKeys = {
  enquiries: (userId: number | undefined) => [...authKeys.all, 'my-enquiries', userId] as const,
};

/** Calls of the members' area; each acts on the signed-in account only. */
export const membersApi = {
  updateProfile: (body: BodyOf<'updateProfile'>) => call('updateProfile', { body }).then((r) => r.data),
  changePassword: (body: BodyOf<'changePassword'>) => call('changePassword', { body }),
  /** The server's JSON file (`Content-Disposition` names it), kept byte for byte. */
  exportData: () => download('exportAccountData'),
  deleteAccount: (body: BodyOf<'deleteAccount'>) => call('deleteAccount', { body }),
};

/** The enquiries this account sent, with their status. */
export function useMyEnquiries() {
  const session = useSession();
  return useQuery({
    queryKey: memberKeys.enquiries(session?.claims.user_id),
    queryFn: ({ signal }) => call('listMyEnquiries', { signal }).then((r) => r.data),
    enabled: session !== null,
  });
}

/** The profile changed: the profile page and the enquiry form's prefill read it again. */
export const profileChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...authKeys.all, 'me'] });
