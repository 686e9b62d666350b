import { useQuery } from '@tanstack/react-query';
import { CircleCheckBig } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { authApi, authKeys } from '../../api/auth.ts';
import { AuthLayout, authLinkClasses } from './auth-layout.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

function Actions() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4">
      <Link to="/sign/in" replace className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {t('auth.activate.signInToBegin')}
      </Link>
      <Link to="/" className={`${authLinkClasses} text-sm`}>
        {t('auth.activate.backToApp')}
      </Link>
    </div>
  );
}

/** Activates the account of the emailed link as soon as the page opens (docs/product.md §3.5). */
export function ActivatePage() {
  const t = useT();
  const token = useSearchParams()[0].get('token') ?? '';
  // A query, not an effect: the one-time token is sent once even when React renders twice.
  const activation = useQuery({
    queryKey: authKeys.activation(token),
    queryFn: async () => {
      try {
        return await authApi.activate(token);
      } catch (error) {
        notify.error(translate('auth.toast.activationFailed'));
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
      <AuthLayout title={t('auth.activate.pendingTitle')} subtitle={t('auth.activate.pendingSubtitle')}>
        <DocumentTitle>{t('auth.documentTitle', { page: t('auth.activate.pendingPage') })}</DocumentTitle>
        <div className="flex justify-center py-4 text-teal-700">
          <Spinner className="size-7" label={t('auth.activate.pendingLabel')} />
        </div>
      </AuthLayout>
    );
  }

  if (!token || activation.isError) {
    return (
      <AuthLayout title={t('auth.activate.failedTitle')} subtitle={t('auth.activate.failedSubtitle')}>
        <DocumentTitle>{t('auth.documentTitle', { page: t('auth.activate.failedPage') })}</DocumentTitle>
        <div className="flex flex-col gap-6">
          <ErrorBanner>
            {token ? errorMessage(activation.error, t('auth.toast.activationFailed')) : t('auth.activate.missingToken')}
          </ErrorBanner>
          <p className="text-center text-sm text-slate-600">{t('auth.activate.failedHelp')}</p>
          <Actions />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.activate.doneTitle')} subtitle={t('auth.activate.doneSubtitle')}>
      <DocumentTitle>{t('auth.documentTitle', { page: t('auth.activate.donePage') })}</DocumentTitle>
      <div className="flex flex-col gap-8">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-700 ring-8 ring-teal-50/60">
          <CircleCheckBig className="size-8" aria-hidden="true" />
        </span>
        <Actions />
      </div>
    </AuthLayout>
  );
}
