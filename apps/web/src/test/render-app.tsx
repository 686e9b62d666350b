import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { setSession } from '../lib/session.ts';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A session token as the client reads it; the server, which checks signatures, is not part of these tests. */
function tokenFor(role: 'user' | 'admin') {
  const claims = {
    exp: Math.floor(Date.now() / 1000) + 3600,
    is_staff: role === 'admin',
    user_id: role === 'admin' ? 1 : 2,
    email: `${role}@example.com`,
    name: role === 'admin' ? 'Admin' : 'Rina Wulandari',
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** The whole app at `path`, with its real routes, guards and providers, in the test's window. */
export function renderApp(path: string, { as }: { as?: 'user' | 'admin' } = {}) {
  if (as) setSession(tokenFor(as));
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(routes);
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user };
}

/** The address bar's query, without the '?'. */
export const addressQuery = () => window.location.search.replace(/^\?/, '');
