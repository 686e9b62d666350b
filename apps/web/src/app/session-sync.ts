import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { getSession, peekSession, subscribeSession } from '../lib/session.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** setTimeout cannot wait longer than this. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Keeps the router and the query cache in step with the session: cached data belongs to the
 * caller who fetched it, guards re-run when the token changes (here or in another tab), and a
 * token that expires while the page is open ends the session at that moment.
 */
export function syncSessionWithApp(router: Router, queryClient: QueryClient) {
  let lastToken = peekSession()?.token;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scheduleExpiry = () => {
    clearTimeout(timer);
    const session = peekSession();
    if (!session) return;
    const wait = session.claims.exp * 1000 - Date.now() + 250;
    timer = setTimeout(getSession, Math.min(Math.max(wait, 0), MAX_TIMEOUT_MS));
  };

  subscribeSession(() => {
    const token = peekSession()?.token;
    scheduleExpiry();
    if (token === lastToken) return;
    lastToken = token;
    void queryClient.resetQueries();
    void router.revalidate();
  });

  // Timers are throttled in background tabs: check again when the user comes back.
  window.addEventListener('focus', () => getSession());
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) getSession();
  });
  scheduleExpiry();
}
