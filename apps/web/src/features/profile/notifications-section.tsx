import type { MemberProfile } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../api/auth.ts';
import { membersApi } from '../../api/members.ts';
import { useSavedSearches } from '../../api/saved-searches.ts';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { AccountSection } from './account-section.tsx';
import { DigestSwitch } from './digest-switch.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';

/**
 * The new-solution mail (docs/product.md §5.9), saved with the profile as it is stored, not with
 * what the profile form may hold unsaved.
 */
function NewSolutionsSwitch({ profile }: { profile: MemberProfile }) {
  const t = useT();
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
      notify.success(
        translate(
          saved.notify_new_solutions ? 'profile.notifications.newSolutionsOn' : 'profile.notifications.newSolutionsOff',
        ),
      );
    },
    onError: (error) => notify.error(errorMessage(error, translate('profile.notifications.failed'))),
  });
  return (
    <ToggleSwitch
      label={t('profile.notifications.newSolutions')}
      hint={t('profile.notifications.newSolutionsHint')}
      checked={save.isPending ? save.variables : profile.notify_new_solutions}
      disabled={save.isPending}
      onChange={(on) => save.mutate(on)}
    />
  );
}

/** docs/product.md §3.12 Notifications: new-solution mail, and each saved search's daily digest. */
export function NotificationsSection({ profile }: { profile: MemberProfile | undefined }) {
  const t = useT();
  const searches = useSavedSearches();
  return (
    <AccountSection
      id="notifications"
      title={t('profile.notifications.title')}
      description={t('profile.notifications.description')}
    >
      {profile && <NewSolutionsSwitch profile={profile} />}
      <div className="mt-6 border-t border-slate-100 pt-5">
        <h3 className="text-sm font-semibold text-slate-900">{t('profile.notifications.digests')}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{t('profile.notifications.digestsHint')}</p>
        {searches.data?.length === 0 && (
          <p className="mt-3 text-sm text-slate-700">{t('profile.notifications.noDigests')}</p>
        )}
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
