import type { MemberProfile } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../api/auth.ts';
import { membersApi } from '../../api/members.ts';
import { useSavedSearches } from '../../api/saved-searches.ts';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { AccountSection } from './account-section.tsx';
import { DigestSwitch } from './digest-switch.tsx';
import { PROFILE_TEXT } from './profile-texts.ts';
import { ToggleSwitch } from './toggle-switch.tsx';

const TEXT = PROFILE_TEXT.notifications;

/**
 * The new-solution mail (docs/product.md §5.9), saved with the profile as it is stored, not with
 * what the profile form may hold unsaved.
 */
function NewSolutionsSwitch({ profile }: { profile: MemberProfile }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (on: boolean) =>
      membersApi.updateProfile({
        full_name: profile.full_name,
        phone: profile.phone,
        company: profile.company,
        position: profile.position,
        notify_new_solutions: on,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(authKeys.profile(saved.user_id), saved);
      notify.success(saved.notify_new_solutions ? TEXT.newSolutionsOn : TEXT.newSolutionsOff);
    },
    onError: (error) => notify.error(errorMessage(error, TEXT.failed)),
  });
  return (
    <ToggleSwitch
      label={TEXT.newSolutions}
      hint={TEXT.newSolutionsHint}
      checked={save.isPending ? save.variables : profile.notify_new_solutions}
      disabled={save.isPending}
      onChange={(on) => save.mutate(on)}
    />
  );
}

/** docs/product.md §3.12 Notifications: new-solution mail, and each saved search's daily digest. */
export function NotificationsSection({ profile }: { profile: MemberProfile | undefined }) {
  const searches = useSavedSearches();
  return (
    <AccountSection id="notifications" title={TEXT.title} description={TEXT.description}>
      {profile && <NewSolutionsSwitch profile={profile} />}
      <div className="mt-6 border-t border-slate-100 pt-5">
        <h3 className="text-sm font-semibold text-slate-900">{TEXT.digests}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{TEXT.digestsHint}</p>
        {searches.data?.length === 0 && <p className="mt-3 text-sm text-slate-700">{TEXT.noDigests}</p>}
        {searches.data && searches.data.length > 0 && (
          <ul className="mt-4 space-y-4">
            {searches.data.map((search) => (
              <li key={search.id}>
                <DigestSwitch search={search} label={search.name} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountSection>
  );
}
