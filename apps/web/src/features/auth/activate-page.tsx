import { useQuery } from '@tanstack/react-query';
import { CircleCheckBig } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { authApi, authKeys } from '../../api/auth.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthLayout, authLinkClasses } from './auth-layout.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';

const MISSING_TOKEN = 'This activation link is incomplete. Open the link from your email again.';

function Actions() {
  return (
    <div className="flex flex-col items-center gap-4">
      <Link to="/sign/in" replace className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Sign In to Begin
      </Link>
      <Link to="/" className={`${authLinkClasses} text-sm`}>
        Back to Application
      </Link>
    </div>
  );
}

/** Activates the account of the emailed link as soon as the page opens (docs/product.md §3.5). */
export function ActivatePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  // A query, not an effect: the one-time token is sent once even when React renders twice.
  const activation = useQuery({
    queryKey: authKeys.activation(token),
    queryFn: async () => {
      try {
        return await authApi.activate(token);
      } catch (error) {
        notify.error(AUTH_TEXT.activationFailed);
        throw error;
      }
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (token && activation.isPending) {
    return (
      <AuthLayout title="Activating your account" subtitle="This takes just a moment.">
        <DocumentTitle>Activating · Solution Catalog</DocumentTitle>
        <div className="flex justify-center py-4 text-teal-700">
          <Spinner className="size-7" label="Activating..." />
        </div>
      </AuthLayout>
    );
  }

  if (!token || activation.isError) {
    return (
      <AuthLayout title="Activation failed" subtitle="We could not activate your account with this link.">
        <DocumentTitle>Activation failed · Solution Catalog</DocumentTitle>
        <div className="flex flex-col gap-6">
          <ErrorBanner>
            {token ? errorMessage(activation.error, AUTH_TEXT.activationFailed) : MISSING_TOKEN}
          </ErrorBanner>
          <p className="text-center text-sm text-slate-600">
            Signing in with an account that is not active yet sends you a fresh activation link.
          </p>
          <Actions />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Congratulations!"
      subtitle="Your account has been activated. Sign in to start exploring the Solution Catalog."
    >
      <DocumentTitle>Account activated · Solution Catalog</DocumentTitle>
      <div className="flex flex-col gap-8">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-700 ring-8 ring-teal-50/60">
          <CircleCheckBig className="size-8" aria-hidden="true" />
        </span>
        <Actions />
      </div>
    </AuthLayout>
  );
}
