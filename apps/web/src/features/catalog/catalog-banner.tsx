import { ArrowRight, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC.md §2 catalog banner; visitors without a token also get the sign-in prompt. */
export function CatalogBanner({ signInTo }: { signInTo: string | null }) {
  return (
    <section
      aria-labelledby="catalog-title"
      className="surface-dark relative isolate overflow-hidden bg-navy-900 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.2),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(56,110,190,0.35),transparent_55%)]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between md:py-12 lg:px-8">
        <div>
          <h1 id="catalog-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Solution Catalog
          </h1>
          <p className="mt-2 text-lg text-navy-100">Explore ArcGIS solutions</p>
        </div>
        {signInTo && (
          <div className="flex max-w-md items-start gap-3 rounded-2xl bg-white/[0.07] p-4 ring-1 ring-white/15 backdrop-blur-sm" data-testid="sign-in-prompt">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-300/15 text-teal-200">
              <LockKeyhole className="size-4.5" aria-hidden="true" />
            </span>
            <p className="text-sm leading-relaxed text-navy-100">
              Members see each solution's status, hardware requirements and live demos, and can request a demo.{' '}
              <Link to={signInTo} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-teal-200 underline-offset-4 hover:text-white hover:underline">
                Sign in
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
