import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { toasterStore } from '../lib/toast.ts';

const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

/** Mounts the toaster once the first toast is asked for (see lib/toast.ts). */
function DeferredToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
