import { changePasswordBody } from '@catalog/shared';
import { membersApi } from '../../api/members.ts';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { notify } from '../../lib/toast.ts';

const EMPTY = { current_password: '', new_password: '', new_password_confirmation: '' };

/**
 * docs/product.md §3.12 Password: the current one, then a new one with the reset rules. The server
 * ends every other session; this one stays, so the page stays signed in. The fields clear on success.
 */
export function PasswordForm() {
  const t = useT();
  const preset = useFieldPresets();
  const submit = useSubmitForm({
    schema: changePasswordBody,
    defaultValues: EMPTY,
    send: (values) => membersApi.changePassword(values),
    onSuccess: () => {
      submit.form.reset(EMPTY);
      // The server's words, in the page's language (docs/decisions/0125-languages.md).
      notify.success(translate('profile.password.changed'));
    },
    failure: t('profile.password.failed'),
  });
  const { form } = submit;

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={t('profile.password.title')}>
      {submit.serverMessage && <ErrorBanner className="mb-5">{submit.serverMessage}</ErrorBanner>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="current_password"
          {...preset.password(t('profile.password.current'))}
          required
          className="sm:col-span-2"
        />
        <FormField form={form} name="new_password" {...preset.password(t('profile.password.new'), true)} required />
        <FormField
          form={form}
          name="new_password_confirmation"
          {...preset.password(t('profile.password.confirm'))}
          required
        />
      </div>
      <div className="mt-6 flex justify-end">
        <Button type="submit" loading={submit.pending} className="w-full sm:w-auto">
          {t('profile.password.save')}
        </Button>
      </div>
    </form>
  );
}
