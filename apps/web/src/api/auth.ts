import { type BodyOf, isLanguage } from '@catalog/shared';
import { useQuery } from '@tanstack/react-query';
import { activateLanguage, i18n, keepLanguage } from '../i18n/i18n.ts';
import { call } from '../lib/api.ts';
import { peekSession, renameSession, subscribeSession, useSession } from '../lib/session.ts';

/** Query keys of the account. */
export const authKeys = {
  all: ['auth'] as const,
  profile: (userId: number | undefined) => [...authKeys.all, 'me', userId] as const,
  activation: (token: string) => [...authKeys.all, 'activate', token] as const,
};

/** The page takes the language saved on the signed-in account, and the cookie keeps it. */
async function followAccountLanguage() {
  let saved: unknown;
  try {
    saved = (await call('getProfile')).data.language;
  } catch {
    return; // The page stays in the language it is in.
  }
  if (!isLanguage(saved) || saved === i18n.locale) return;
  keepLanguage(saved);
  await activateLanguage(saved);
}

/**
 * After a sign-in answered `token`: once that session is stored (the sign-in screen stores it),
 * the page follows the account's language (docs/decisions/0126-account-language.md). The wait
 * ends with the next change of the session, whatever it is.
 */
function followAccountLanguageAfterSignIn(token: string) {
  const stop = subscribeSession(() => {
    stop();
    if (peekSession()?.token === token) void followAccountLanguage();
  });
}

/** Calls of the account screens (docs/product.md §6.4). */
export const authApi = {
  /** A sign-in; once its session is stored the page takes the account's saved language. */
  login: (body: BodyOf<'login'>) =>
    call('login', { body }).then((r) => {
      followAccountLanguageAfterSignIn(r.data.token);
      return r.data.token;
    }),
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
