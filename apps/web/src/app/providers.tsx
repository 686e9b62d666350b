import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { i18n as browserI18n } from '../i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { toasterStore } from '../lib/toast.ts';

const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

/** Mounts the toaster once the first toast is asked for (see lib/toast.ts). */
function DeferredToaster() {
  // No toast is asked for while the server draws the page, nor while its markup hydrates.
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/**
 * `client` and `i18n` are the browser's one cache and translator unless the server render passes
 * the request's own.
 */
export function Providers({
  children,
  client = queryClient,
  i18n = browserI18n,
}: {
  children: ReactNode;
  client?: QueryClient;
  i18n?: I18n;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
