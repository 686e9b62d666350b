import { type LoaderFunctionArgs, redirect } from 'react-router';
import { translate } from '../i18n/i18n.ts';
import { notify } from '../lib/toast.ts';
import { safeReturnPath, signInPath } from '../lib/safe-redirect.ts';
import { getSession, type SessionRole, takeExpiredNotice } from '../lib/session.ts';

const here = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * Root loader, run on every navigation: a stored token that expired (or could not be read)
 * was cleared by the session store; send the user to sign in, remembering where they were.
 */
export function sessionCheckLoader({ request }: LoaderFunctionArgs) {
  getSession();
  if (takeExpiredNotice()) {
    notify.error(translate('messages.client.sessionExpired'));
    if (new URL(request.url).pathname !== '/sign/in') throw redirect(signInPath(here(request)));
  }
  return null;
}

/** Protected routes: no token → sign in (and come back); wrong role → /solutions (docs/product.md §3.1). */
export const requireRole =
  (roles: readonly SessionRole[]) =>
  ({ request }: LoaderFunctionArgs) => {
    const session = getSession();
    if (!session) throw redirect(signInPath(here(request)));
    if (!roles.includes(session.role)) throw redirect('/solutions');
    return null;
  };

export const requireSignedIn = requireRole(['user', 'admin']);

/** Sign-in, sign-up, forgot and reset exist only without a token. */
export function guestOnly({ request }: LoaderFunctionArgs) {
  if (!getSession()) return null;
  throw redirect(safeReturnPath(new URL(request.url).searchParams.get('from')) ?? '/');
}
