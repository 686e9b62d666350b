import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyTaps } from './app/early-taps.ts';
import { readHydrationData } from './app/hydration-data.ts';
import { activateLanguage, startLanguage } from './i18n/i18n.ts';
import { Providers } from './app/providers.tsx';
import { loadMatchedPages, routes } from './app/router.tsx';
import { syncSessionWithApp } from './app/session-sync.ts';
import { afterFirstHydration, startFirstHydration } from './lib/first-hydration.ts';
import { configureZod } from './lib/zod-config.ts';
import { queryClient } from './lib/query-client.ts';
import { peekSession } from './lib/session.ts';
import { askAgainForDrawnPage } from './lib/api.ts';
import './index.css';

configureZod();

// A public page arrives drawn by the server with the data it shows (docs/decisions/0124): the
// cache and the router start from that data and the page's code, and the markup is hydrated.
// No top-level await: it would make the bundler split the entry into many chunks.
async function start() {
  const serverData = readHydrationData();
  // The page's texts come first: a drawn page is hydrated in the language it was drawn in.
  const chosen = startLanguage(serverData !== undefined);
  const language = activateLanguage(chosen);
  if (serverData) {
    hydrate(queryClient, serverData.queries);
    await loadMatchedPages(window.location.pathname);
  }
  await language;
  const router = createBrowserRouter(routes, { hydrationData: serverData?.router });

  syncSessionWithApp(router, queryClient);

  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (!serverData) createRoot(root).render(app);
  else {
    // As a transition, the first hydration yields to the browser every few milliseconds instead of
    // holding the main thread; a tap meanwhile hydrates its part first and is replayed on it
    // (docs/decisions/0128-react-server-rendering.md).
    startFirstHydration();
    startTransition(() => {
      hydrateRoot(root, app, {
        // A part whose markup could not be kept is drawn anew; say so, as a bug to fix.
        onRecoverableError: (error) => console.error('Hydration did not match the server markup:', error),
      });
    });
    // Taps made before the app started are made again once the page is the app's: a check box
    // hydrated in the middle of a tap would take its new state for the one it was drawn with.
    afterFirstHydration(replayEarlyTaps);
    // The server drew a visitor's page. Once it is hydrated, a signed-in user's session applies
    // (lib/session.ts), and what the page shows is asked again with it: a solution's fields for
    // members, or a members-only solution a visitor was refused with a 404.
    afterFirstHydration(() => {
      if (!peekSession()) return;
      void askAgainForDrawnPage(() =>
        Promise.all([
          queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' }),
          queryClient.invalidateQueries(),
        ]),
      );
    });
  }
}

void start();
