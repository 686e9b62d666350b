import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { Footer } from '../features/layout/footer.tsx';
import { Navbar } from '../features/layout/navbar.tsx';
import { CompareTrayHost } from '../components/choosing/choosing.tsx';
import { HydrationPart, RootHydrated } from './hydration-part.tsx';

function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-teal-300/20"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-2/5 animate-progress bg-teal-300" />
    </div>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <HydrationPart>
        <Navbar />
      </HydrationPart>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <HydrationPart>
        <Footer />
      </HydrationPart>
      <CompareTrayHost />
      <ScrollRestoration />
      <RootHydrated />
    </div>
  );
}

/** Shown while the first page's code loads. */
export function BootFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="h-[76px] bg-navy-950" />
      <div className="flex flex-1 items-center justify-center text-slate-600">
        <Spinner className="size-6 text-teal-700" label="Loading..." />
      </div>
    </div>
  );
}
