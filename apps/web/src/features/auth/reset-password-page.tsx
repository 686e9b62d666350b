import { coded, resetPasswordBody } from '@catalog/shared';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { authLinkClasses } from './auth-layout.tsx';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { useT } from '../../i18n/use-t.ts';

export function ResetPasswordPage() {
  const t = useT();
  const preset = useFieldPresets();
  const thenGo = useThenGo();
  const token = useSearchParams()[0].get('token') ?? '';
  const submit = useSubmitForm({
    schema: resetPasswordBody,
    defaultValues: { new_password: '', new_password_confirmation: '' },
    send: (values) => authApi.resetPassword(token, values),
    onSuccess: () => thenGo(coded('account.resetDone'), '/sign/in'),
    failure: t('auth.reset.failed'),
  });

  return (
    <AuthScreen
      texts={{
        title: t('auth.reset.title'),
        subtitle: t('auth.reset.subtitle'),
        page: t('auth.reset.page'),
        submitLabel: t('auth.reset.submit'),
      }}
      submit={token ? submit : undefined}
    >
      {token ? (
        <>
          <FormField
            form={submit.form}
            name="new_password"
            {...preset.password(preset.passwordLabel.newPassword, true)}
          />
          <FormField
            form={submit.form}
            name="new_password_confirmation"
            {...preset.password(preset.passwordLabel.confirmNewPassword)}
          />
        </>
      ) : (
        <ErrorBanner>
          {t('auth.reset.incomplete')}{' '}
          <Link to="/forgot-password" className={authLinkClasses}>
            {t('auth.reset.requestNew')}
          </Link>{' '}
          {t('auth.reset.openFromEmail')}
        </ErrorBanner>
      )}
    </AuthScreen>
  );
}
