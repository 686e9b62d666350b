import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { DocumentTitle } from '../components/ui/document-title.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) {
    // A new release replaced the page's code: a reload fetches the current files.
    if (/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
      return 'A newer version of the application is available. Reload the page to continue.';
    }
    return error.message;
  }
  return 'Something went wrong while showing this page.';
}

/** Route error element (docs/product.md §7.2: 'Unexpected Application Error!'), never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20">
      <DocumentTitle>Error · Solution Catalog</DocumentTitle>
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-navy-950">Unexpected Application Error!</h1>
        <p className="mt-3 text-slate-600">{describe(error)}</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            Homepage
          </a>
        </div>
      </div>
    </section>
  );
}

/** When the layout itself fails there is no <main> around the page: bring one. */
export function RootErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col">
      <RouteErrorPage />
    </main>
  );
}
