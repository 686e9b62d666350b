import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo.tsx';
import { Starfield } from '../../components/ui/starfield.tsx';
import { useT } from '../../i18n/use-t.ts';

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. to the other account screens. */
  footer?: ReactNode;
}

/** The shared account card of docs/product.md §3.5: logo, title, subtitle and the form. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const t = useT();
  return (
    <section className="surface-dark relative isolate flex flex-1 items-center justify-center overflow-hidden bg-navy-950 px-4 py-12 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_50%_at_50%_0%,rgba(45,212,191,0.18),transparent_65%),radial-gradient(ellipse_60%_50%_at_100%_100%,rgba(56,110,190,0.3),transparent_60%)]"
      />
      <Starfield className="-z-10" />
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white px-6 py-8 shadow-2xl shadow-black/30 sm:px-9 sm:py-10 [--focus-ring:var(--color-cyan-700)]">
          <div className="flex flex-col items-center text-center">
            <Link to="/" aria-label={t('auth.homeLink')} className="rounded-xl">
              <LogoMark className="size-12" />
            </Link>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">{title}</h1>
            <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{subtitle}</p>
          </div>
          <div className="mt-8">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-navy-100">{footer}</div>}
      </div>
    </section>
  );
}

export const authLinkClasses = 'font-semibold text-teal-700 underline-offset-4 hover:underline';
export const authFooterLinkClasses = 'font-semibold text-teal-200 underline-offset-4 hover:text-white hover:underline';

/** The footer link of the password screens. */
export function BackToSignIn() {
  const t = useT();
  return (
    <Link to="/sign/in" className={`${authFooterLinkClasses} inline-flex items-center gap-1.5`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('auth.backToSignIn')}
    </Link>
  );
}
