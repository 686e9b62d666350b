import type { UseQueryResult } from '@tanstack/react-query';
import type { MemberProfile } from '@catalog/shared';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/api.ts';
import { AccountSection } from './account-section.tsx';
import { MyDataSection } from './my-data-section.tsx';
import { MyEnquiriesSection } from './my-enquiries-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedSearchesSection } from './saved-searches-section.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

function ProfileSkeleton() {
  const t = useT();
  return (
    <div className="animate-pulse" role="status" aria-busy="true" aria-label={t('profile.loading')}>
      <div className="flex items-center gap-4">
        <div className="size-14 rounded-full bg-slate-200" />
        <div className="h-6 w-1/2 rounded bg-slate-200" />
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-16 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/** The sections of the members' area, in the order of docs/product.md §3.12; each loads and saves on its own. */
export function ProfileSections({ profile }: { profile: UseQueryResult<MemberProfile> }) {
  const t = useT();
  return (
    <div className="min-w-0 space-y-6">
      <AccountSection id="profile" title={t('profile.details.title')} description={t('profile.details.description')}>
        {profile.isPending && <ProfileSkeleton />}
        {profile.isError && <ErrorBanner>{errorMessage(profile.error, t('profile.loadFailed'))}</ErrorBanner>}
        {profile.data && <ProfileForm profile={profile.data} />}
      </AccountSection>
      <AccountSection id="password" title={t('profile.password.title')} description={t('profile.password.description')}>
        <PasswordForm />
      </AccountSection>
      <AccountSection id="sessions" title={t('profile.sessions.title')} description={t('profile.sessions.description')}>
        <SignOutEverywhere />
      </AccountSection>
      <NotificationsSection profile={profile.data} />
      <SavedSearchesSection />
      <MyEnquiriesSection />
      <MyDataSection />
    </div>
  );
}
