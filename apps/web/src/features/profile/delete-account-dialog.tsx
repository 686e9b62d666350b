import { deleteAccountBody } from '@catalog/shared';
import { useNavigate } from 'react-router';
import { membersApi } from '../../api/members.ts';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { clearSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';

/**
 * docs/product.md §3.12: the password confirms the deletion; a wrong one shows at its field. Once
 * the account is gone the page leaves for the home page first and then forgets the token, as a
 * sign-out does, so no guard sends the user to sign in on the way.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const preset = useFieldPresets();
  const navigate = useNavigate();
  const submit = useSubmitForm({
    schema: deleteAccountBody,
    defaultValues: { password: '' },
    send: (values) => membersApi.deleteAccount(values),
    onSuccess: async () => {
      await navigate('/', { replace: true });
      clearSession();
      // The server's words, in the page's language (docs/decisions/0125-languages.md).
      notify.success(translate('profile.data.deleted'));
    },
    failure: t('profile.data.failed'),
  });
  const close = () => {
    if (submit.pending) return;
    submit.form.reset();
    onClose();
  };
  return (
    <DialogFrame
      open={open}
      onClose={close}
      alert
      title={t('profile.data.deleteTitle')}
      description={t('profile.data.deleteConfirm')}
    >
      <form onSubmit={submit.onSubmit} noValidate className="mt-5">
        {submit.serverMessage && <ErrorBanner className="mb-4">{submit.serverMessage}</ErrorBanner>}
        <FormField
          form={submit.form}
          name="password"
          {...preset.password(t('profile.data.password'))}
          required
          data-autofocus
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={submit.pending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={submit.pending}>
            {t('profile.data.delete')}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
