import './app/effect-timing.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { syncSessionWithApp } from './app/session-sync.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

syncSessionWithApp(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
