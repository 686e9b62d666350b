import { resetPasswordBody } from '@catalog/shared';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { FIELD_PRESET } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { authLinkClasses } from './auth-layout.tsx';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { AUTH_SCREEN } from './auth-texts.ts';

export function ResetPasswordPage() {
  const thenGo = useThenGo();
  const token = useSearchParams()[0].get('token') ?? '';
  const submit = useSubmitForm({
    schema: resetPasswordBody,
    defaultValues: { new_password: '', new_password_confirmation: '' },
    send: (values) => authApi.resetPassword(token, values),
    onSuccess: (result) => thenGo(result?.message || 'Your password has been reset.', '/sign/in'),
    failure: 'Failed to reset the password. Please try again.',
  });

  return (
    <AuthScreen texts={AUTH_SCREEN.resetPassword} submit={token ? submit : undefined}>
      {token ? (
        <>
          <FormField form={submit.form} name="new_password" {...FIELD_PRESET.password('New Password', true)} />
          <FormField
            form={submit.form}
            name="new_password_confirmation"
            {...FIELD_PRESET.password('Confirm New Password')}
          />
        </>
      ) : (
        <ErrorBanner>
          This reset link is incomplete.{' '}
          <Link to="/forgot-password" className={authLinkClasses}>
            Request a new link
          </Link>{' '}
          and open it from the email.
        </ErrorBanner>
      )}
    </AuthScreen>
  );
}
