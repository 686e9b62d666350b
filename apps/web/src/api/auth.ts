import type { BodyOf } from '@catalog/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { renameSession, useSession } from '../lib/session.ts';

/** Query keys of the account. */
export const authKeys = {
  all: ['auth'] as const,
  profile: (userId: number | undefined) => [...authKeys.all, 'me', userId] as const,
  activation: (token: string) => [...authKeys.all, 'activate', token] as const,
};

/** Calls of the account screens (docs/product.md §6.4). */
export const authApi = {
  login: (body: BodyOf<'login'>) => call('login', { body }).then((r) => r.data.token),
  register: (body: BodyOf<'register'>) => call('register', { body }),
  forgotPassword: (body: BodyOf<'forgotPassword'>) => call('forgotPassword', { body }),
  resetPassword: (token: string, body: BodyOf<'resetPassword'>) =>
    call('resetPassword', { query: { reset_token: token }, body }),
  /** Ends this session on the server; the stored token is cleared by the sign-out page. */
  logout: () => call('logout'),
  /** Ends every session of the account, this one included. */
  logoutEverywhere: () => call('logoutEverywhere'),
  activate: (token: string) => call('activateAccount', { query: { activation_token: token } }),
};

/**
 * The signed-in user's profile; shared by the profile and enquiry pages. Each answer also gives
 * the nav the account's current name (the token's goes stale after a change).
 */
export function useProfile() {
  const session = useSession();
  return useQuery({
    queryKey: authKeys.profile(session?.claims.user_id),
    queryFn: ({ signal }) =>
      call('getProfile', { signal }).then((r) => {
        renameSession(r.data.full_name);
        return r.data;
      }),
    enabled: session !== null,
  });
}
