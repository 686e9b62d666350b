import { type MemberProfile, type Profile, profileUpdateBody } from '@catalog/shared';
import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../api/auth.ts';
import { membersApi, profileChanged } from '../../api/members.ts';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { renameSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';

/** The fields a member edits here; the new-solution mail choice is the notifications section's. */
const profileFields = profileUpdateBody.omit({ notify_new_solutions: true });

const valuesOf = (profile: Profile) => ({
  full_name: profile.full_name,
  phone: profile.phone,
  company: profile.company,
  position: profile.position,
});

/**
 * docs/product.md §3.12 Profile: name, phone, company and position with the sign-up rules; the
 * email is the sign-in name and only shown. A save refreshes every reader of the profile (the
 * enquiry form's prefill) and the name in the nav.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const preset = useFieldPresets();
  const queryClient = useQueryClient();
  const submit = useSubmitForm({
    schema: profileFields,
    defaultValues: valuesOf(profile),
    send: (values) => membersApi.updateProfile(values),
    onSuccess: (saved: MemberProfile) => {
      queryClient.setQueryData(authKeys.profile(saved.user_id), saved);
      renameSession(saved.full_name);
      void profileChanged(queryClient);
      submit.form.reset(valuesOf(saved));
      notify.success(translate('profile.details.saved'));
    },
    failure: t('profile.details.failed'),
  });
  const { form } = submit;

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={t('profile.details.title')}>
      <div className="flex items-center gap-4">
        <Avatar name={profile.full_name} email={profile.email} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-navy-950">{profile.full_name}</p>
          <p className="truncate text-sm text-slate-600">{profile.email}</p>
        </div>
      </div>
      {submit.serverMessage && <ErrorBanner className="mt-5">{submit.serverMessage}</ErrorBanner>}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="full_name" label={t('profile.details.fullName')} required autoComplete="name" />
        <TextField
          label={preset.email.label}
          type="email"
          value={profile.email}
          readOnly
          hint={t('profile.details.emailHint')}
          className="[&_input]:bg-slate-50 [&_input]:text-slate-700"
        />
        <FormField form={form} name="phone" {...preset.phone} required />
        <FormField form={form} name="company" label={t('profile.details.company')} autoComplete="organization" />
        <FormField
          form={form}
          name="position"
          label={t('profile.details.position')}
          autoComplete="organization-title"
        />
      </div>
      <div className="mt-6 flex justify-end">
        <Button type="submit" loading={submit.pending} className="w-full sm:w-auto">
          {t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}
