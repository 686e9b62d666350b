import { Building2, BriefcaseBusiness, Mail, Phone, UserRound, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { authApi, useProfile } from '../../api/auth.ts';

function Row({ Icon, label, value }: { Icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="py-4">
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
        <Icon className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 pl-8 break-words text-slate-900">{value || 'No information yet'}</dd>
    </div>
  );
}

/**
 * Ends every session of the account (a lost phone, a shared computer), then shows the sign-out
 * page, which clears this device's token as a normal sign-out does.
 */
function SignOutEverywhere() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signOutEverywhere = async () => {
    setPending(true);
    setFailure(null);
    try {
      await authApi.logoutEverywhere();
      void navigate('/sign/out', { state: { everywhere: true } });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not sign out everywhere. Please try again.'));
      setPending(false);
    }
  };
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-navy-950">Sessions</h2>
      <p className="mt-1 text-slate-600">Signed in somewhere you no longer use? End every session of this account.</p>
      {failure && (
        <div className="mt-4">
          <ErrorBanner>{failure}</ErrorBanner>
        </div>
      )}
      <Button variant="secondary" className="mt-4" loading={pending} onClick={() => void signOutEverywhere()}>
        Sign out everywhere
      </Button>
    </div>
  );
}

/** docs/product.md §3.10: a placeholder titled 'User Profile'; it shows what the account holds. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <>
      <DocumentTitle>User Profile · Solution Catalog</DocumentTitle>
      <PageHeader title="User Profile" description="The details of your Solution Catalog account." />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        {profile.isError && <ErrorBanner>{errorMessage(profile.error, 'Failed to load your profile.')}</ErrorBanner>}
        {profile.isPending && (
          <div
            className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6"
            aria-busy="true"
            aria-label="Loading profile"
          >
            <div className="h-12 w-1/2 rounded bg-slate-200" />
            <div className="mt-6 space-y-4">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="h-8 rounded bg-slate-100" />
              ))}
            </div>
          </div>
        )}
        {profile.data && (
          <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="flex items-center gap-4 border-b border-slate-100 p-6">
              <Avatar name={profile.data.full_name} email={profile.data.email} size="lg" />
              <div className="min-w-0">
                <p className="truncate text-xl font-semibold text-navy-950">{profile.data.full_name}</p>
                <p className="truncate text-slate-600">{profile.data.email}</p>
              </div>
            </div>
            <dl className="divide-y divide-slate-100 px-6">
              <Row Icon={UserRound} label="Full name" value={profile.data.full_name} />
              <Row Icon={Mail} label="Email" value={profile.data.email} />
              <Row Icon={Phone} label="Phone" value={profile.data.phone} />
              <Row Icon={Building2} label="Company or Organization" value={profile.data.company} />
              <Row Icon={BriefcaseBusiness} label="Position" value={profile.data.position} />
            </dl>
          </div>
        )}
        {profile.data && <SignOutEverywhere />}
      </div>
    </>
  );
}
