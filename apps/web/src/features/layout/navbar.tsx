import { LogOut, Menu as MenuIcon, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/cx.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useSession } from '../../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NarrowMenuLink, narrowLinkClasses } from './narrow-menu-link.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

// Headless UI (and its positioning code) is only needed once someone is signed in.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
// The admin's entries of the narrow menu come with the back office's badge, only for admins.
const NarrowAdminEntries = lazy(() => import('./admin-entries.tsx').then((m) => ({ default: m.NarrowAdminEntries })));

const LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/solutions', label: 'nav.solutions', end: false },
] as const;

const wideLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-white/10 text-white' : 'text-navy-100 hover:bg-white/5 hover:text-white',
  );

export function Navbar() {
  const t = useT();
  const session = useSession();
  const hiddenByScroll = useHideOnScroll();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header
      data-hidden={hiddenByScroll && !open ? 'true' : 'false'}
      className={cx(
        'surface-dark sticky top-0 z-40 bg-navy-950 shadow-[inset_0_-1px_0_rgba(255,255,255,0.1)]',
        'transition-transform duration-300 ease-out motion-reduce:transition-none',
        hiddenByScroll && !open && '-translate-y-full focus-within:translate-y-0',
      )}
    >
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-[76px] max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8"
      >
        <Link to="/" className="shrink-0 rounded-lg" onClick={close}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={wideLinkClasses}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {session?.role === 'admin' && (
            <li>
              <NavLink to="/admin" className={wideLinkClasses}>
                {t('nav.admin')}
              </NavLink>
            </li>
          )}
        </ul>
        <div className="ml-auto flex items-center gap-3">
          <div className="hidden md:block">
            <LanguageSwitch />
          </div>
          {session ? (
            <div className="hidden items-center gap-3 md:flex">
              <div className="max-w-[14rem] text-right leading-tight" data-testid="nav-identity">
                <p className="truncate text-sm font-semibold text-white">{session.name || session.claims.email}</p>
                <p className="truncate text-xs text-navy-200">{session.claims.email}</p>
              </div>
              <Suspense fallback={<Avatar name={session.name} email={session.claims.email} />}>
                <UserMenu session={session} />
              </Suspense>
            </div>
          ) : (
            <Link
              to="/sign/in"
              className={buttonClasses({ variant: 'accent', size: 'sm', className: 'px-4' })}
              onClick={close}
            >
              {t('nav.signIn')}
            </Link>
          )}
          {session && <Avatar name={session.name} email={session.claims.email} size="sm" className="md:hidden" />}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-navy-100 hover:bg-white/10 hover:text-white md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            <span className="sr-only">{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</span>
            {open ? <X className="size-6" aria-hidden="true" /> : <MenuIcon className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-white/10 bg-navy-950 px-4 pt-2 pb-4 shadow-2xl md:hidden">
          <ul className="flex flex-col gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={narrowLinkClasses} onClick={close}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch narrow onSwitched={close} />
            </li>
          </ul>
          {session && (
            <div className="mt-3 border-t border-white/10 pt-3">
              <div className="flex items-center gap-3 px-3 pb-2">
                <Avatar name={session.name} email={session.claims.email} />
                <span className="sr-only">{t('nav.signedInAs', { name: session.name || session.claims.email })}</span>
              </div>
              <ul className="flex flex-col gap-1">
                {session.role === 'admin' && (
                  <Suspense fallback={null}>
                    <NarrowAdminEntries onNavigate={close} />
                  </Suspense>
                )}
                <NarrowMenuLink to="/profile" Icon={UserRound} label={t('nav.profile')} onNavigate={close} />
                <NarrowMenuLink to="/sign/out" Icon={LogOut} label={t('nav.logOut')} onNavigate={close} />
              </ul>
            </div>
          )}
        </div>
      )}
    </header>
  );
}
