import './app/effect-timing.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { syncSessionWithApp } from './app/session-sync.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

// Without this, zod probes `new Function` to compile faster parsers; the page's CSP (no
// 'unsafe-eval') refuses the probe and reports it. Forms parse fast enough without it.
zodConfig({ jitless: true });

syncSessionWithApp(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
