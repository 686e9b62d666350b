import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { useT } from '../../i18n/use-t.ts';
import { SOCIAL_LINKS } from '../../lib/external-links.ts';
import { SocialIcon } from './social-icons.tsx';

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark border-t border-white/10 bg-navy-950 text-navy-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-3">
          <Link to="/" className="self-start rounded-lg">
            <Logo />
          </Link>
          <p className="text-sm font-semibold text-white">Solution Catalog</p>
          <p className="max-w-sm text-sm text-navy-200">{t('footer.about')}</p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <ul className="flex gap-3" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.opensInNewTab', { name: link.name })}
                  className="flex size-10 items-center justify-center rounded-full bg-white/5 text-navy-100 ring-1 ring-white/15 transition-colors hover:bg-teal-300 hover:text-navy-950"
                >
                  <SocialIcon name={link.name} />
                </a>
              </li>
            ))}
          </ul>
          <p className="text-sm text-navy-200">{t('footer.rights', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
