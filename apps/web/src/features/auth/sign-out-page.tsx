import { LOGOUT_DELAY_MS } from '@catalog/shared';
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { clearSession, getSession } from '../../lib/session.ts';
import { authApi } from '../../api/auth.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { useT } from '../../i18n/use-t.ts';

/** docs/product.md §3.10: 'You are logged out...' and the token is cleared after one second. */
export function SignOutPage() {
  const t = useT();
  const [done, setDone] = useState(false);
  const everywhere = (useLocation().state as { everywhere?: boolean } | null)?.everywhere === true;
  useEffect(() => {
    // The server ends the session at once (docs/decisions/0087), so the token is worthless even
    // if it was copied; after "sign out everywhere" it has already ended. A failure (offline)
    // leaves the token to expire by itself; the device forgets it below either way.
    if (!everywhere && getSession()) authApi.logout().catch(() => undefined);
    // Not cancelled on unmount: leaving the page within the second must still sign the user out.
    setTimeout(() => {
      clearSession();
      setDone(true);
    }, LOGOUT_DELAY_MS);
  }, [everywhere]);

  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20">
      <DocumentTitle>{t('auth.documentTitle', { page: t('auth.signOut.page') })}</DocumentTitle>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-navy-50 text-navy-700">
          <LogOut className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-navy-950">{t('auth.signOut.title')}</h1>
        <p className="mt-3 text-slate-600" aria-live="polite">
          {done ? (everywhere ? t('auth.signOut.endedEverywhere') : t('auth.signOut.ended')) : t('auth.signOut.ending')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/sign/in" className={buttonClasses()}>
            {t('auth.signOut.signInAgain')}
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
            {t('auth.signOut.backHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}
