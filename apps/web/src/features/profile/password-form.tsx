import { changePasswordBody } from '@catalog/shared';
import { membersApi } from '../../api/members.ts';
import { FIELD_PRESET } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/toast.ts';
import { PROFILE_TEXT } from './profile-texts.ts';

const EMPTY = { current_password: '', new_password: '', new_password_confirmation: '' };

/**
 * docs/product.md §3.12 Password: the current one, then a new one with the reset rules. The server
 * ends every other session; this one stays, so the page stays signed in. The fields clear on success.
 */
export function PasswordForm() {
  const submit = useSubmitForm({
    schema: changePasswordBody,
    defaultValues: EMPTY,
    send: (values) => membersApi.changePassword(values),
    onSuccess: (result) => {
      submit.form.reset(EMPTY);
      notify.success(result.message);
    },
    failure: PROFILE_TEXT.password.failed,
  });
  const { form } = submit;
  const text = PROFILE_TEXT.password;

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={text.title}>
      {submit.serverMessage && <ErrorBanner className="mb-5">{submit.serverMessage}</ErrorBanner>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="current_password"
          {...FIELD_PRESET.password(text.current)}
          required
          className="sm:col-span-2"
        />
        <FormField form={form} name="new_password" {...FIELD_PRESET.password(text.new, true)} required />
        <FormField form={form} name="new_password_confirmation" {...FIELD_PRESET.password(text.confirm)} required />
      </div>
      <div className="mt-6 flex justify-end">
        <Button type="submit" loading={submit.pending} className="w-full sm:w-auto">
          {text.save}
        </Button>
      </div>
    </form>
  );
}
