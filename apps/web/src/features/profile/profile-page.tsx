import '../../areas.css';
import { lazy, Suspense } from 'react';
import { useProfile } from '../../api/auth.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';

// The sections come as a chunk of their own, asked for by this one: the visitors' entry script
// then names only this page, not every part the sections share with the back office.
const ProfileSections = lazy(() => import('./profile-sections.tsx').then((m) => ({ default: m.ProfileSections })));

const SECTIONS = [
  ['profile', 'profile.details.title'],
  ['password', 'profile.password.title'],
  ['sessions', 'profile.sessions.title'],
  ['notifications', 'profile.notifications.title'],
  ['saved-searches', 'profile.savedSearches.title'],
  ['my-enquiries', 'profile.enquiries.title'],
  ['my-data', 'profile.data.title'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

/** On wide screens, links to the page's sections beside them. */
function SectionLinks() {
  const t = useT();
  return (
    <nav aria-label={t('profile.sectionsNav')} className="hidden lg:block">
      <ul className="sticky top-24 space-y-1 text-sm">
        {SECTIONS.map(([id, titleKey]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="block rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-white hover:text-navy-900"
            >
              {t(titleKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /profile (docs/product.md §3.10, §3.12): the members' area of every signed-in account, admins
 * included. The profile is asked for at once, while the sections' code arrives.
 */
export function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  return (
    <>
      <DocumentTitle>{t('profile.documentTitle')}</DocumentTitle>
      <PageHeader title={t('profile.title')} description={t('profile.description')}>
        <Link to="/profile/shortlist" className={buttonClasses({ variant: 'outline-light', size: 'sm' })}>
          <Star className="size-4" aria-hidden="true" />
          {t('profile.shortlistLink')}
        </Link>
      </PageHeader>
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[12rem_minmax(0,1fr)] lg:px-8">
        <SectionLinks />
        <Suspense fallback={<PageLoader label={t('profile.loading')} />}>
          <ProfileSections profile={profile} />
        </Suspense>
      </div>
    </>
  );
}
