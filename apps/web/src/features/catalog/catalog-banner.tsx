import { ArrowRight, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** SPEC.md §2 catalog banner; visitors without a token also get the sign-in prompt. */
export function CatalogBanner({ signInTo }: { signInTo: string | null }) {
  return (
    <PageHeader title="Solution Catalog" description="Explore ArcGIS solutions">
      {signInTo && (
        <div className="flex max-w-md items-start gap-3 rounded-2xl bg-white/[0.07] p-4 ring-1 ring-white/15" data-testid="sign-in-prompt">
          <LockKeyhole className="mt-0.5 size-4.5 shrink-0 text-teal-300" aria-hidden="true" />
          <p className="text-sm leading-relaxed text-navy-100">
            Members see each solution's status, hardware requirement and live demos, and can request a demo.{' '}
            <Link to={signInTo} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-teal-200 underline-offset-4 hover:text-white hover:underline">
              Sign in
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </p>
        </div>
      )}
    </PageHeader>
  );
}
