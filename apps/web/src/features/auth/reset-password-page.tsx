import { resetPasswordBody } from '@catalog/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/form/form-field.tsx';
import { FIELD_HINT } from '../../components/form/field-hints.ts';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { notify } from '../../lib/toast.ts';
import { authApi } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, authLinkClasses, BackToSignIn } from './auth-layout.tsx';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: resetPasswordBody,
    defaultValues: { new_password: '', new_password_confirmation: '' },
    send: (values) => authApi.resetPassword(token, values),
    onSuccess: (result) => {
      notify.success(result?.message || 'Your password has been reset.');
      void navigate('/sign/in');
    },
    failure: 'Failed to reset the password. Please try again.',
  });

  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Enter a new password for your new credentials."
      footer={<BackToSignIn />}
    >
      <DocumentTitle>Reset Password · Solution Catalog</DocumentTitle>
      {token ? (
        <AuthForm onSubmit={onSubmit} serverMessage={serverMessage} pending={pending} submitLabel="Reset Password">
          <FormField
            form={form}
            name="new_password"
            label="New Password"
            type="password"
            autoComplete="off"
            hint={FIELD_HINT.password}
          />
          <FormField
            form={form}
            name="new_password_confirmation"
            label="Confirm New Password"
            type="password"
            autoComplete="off"
          />
        </AuthForm>
      ) : (
        <ErrorBanner>
          This reset link is incomplete.{' '}
          <Link to="/forgot-password" className={authLinkClasses}>
            Request a new link
          </Link>{' '}
          and open it from the email.
        </ErrorBanner>
      )}
    </AuthLayout>
  );
}
