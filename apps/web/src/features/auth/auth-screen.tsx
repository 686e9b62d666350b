import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { Shown } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { AuthLayout, authFooterLinkClasses, BackToSignIn } from './auth-layout.tsx';

/** The card of an account screen, in the page's language. */
export interface ScreenTexts {
  title: string;
  subtitle: string;
  /** The document title's first part, before "· Solution Catalog". */
  page: string;
  submitLabel: string;
  /** The footer's link to the other screen; without it, the way back to sign in. */
  switchTo?: { question: string; to: string; label: string };
}

interface AuthScreenProps {
  texts: ScreenTexts;
  /** What `useSubmitForm` answers; without it the screen shows `children` only (a broken link). */
  submit?: { onSubmit: (event: FormEvent<HTMLFormElement>) => unknown; serverMessage: Shown | null; pending: boolean };
  children: ReactNode;
}

/** An account screen (docs/product.md §3.5): the card, the server's message, the fields, one wide submit button. */
export function AuthScreen({ texts, submit, children }: AuthScreenProps) {
  const t = useT();
  const { title, subtitle, page, submitLabel, switchTo } = texts;
  const footer = switchTo ? (
    <>
      {switchTo.question}{' '}
      <Link to={switchTo.to} className={authFooterLinkClasses}>
        {switchTo.label}
      </Link>
    </>
  ) : (
    <BackToSignIn />
  );
  return (
    <AuthLayout title={title} subtitle={subtitle} footer={footer}>
      <DocumentTitle>{t('auth.documentTitle', { page })}</DocumentTitle>
      {submit ? (
        <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-5">
          {submit.serverMessage && <ErrorBanner>{submit.serverMessage}</ErrorBanner>}
          {children}
          <Button type="submit" size="lg" loading={submit.pending} className="w-full">
            {submitLabel}
          </Button>
        </form>
      ) : (
        children
      )}
    </AuthLayout>
  );
}

/** After a successful account call: its toast, then the next screen. */
export function useThenGo() {
  const navigate = useNavigate();
  return (message: Shown, to: string, options?: { replace?: boolean }) => {
    notify.success(message);
    void navigate(to, options);
  };
}
