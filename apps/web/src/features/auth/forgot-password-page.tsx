import { forgotPasswordBody } from '@catalog/shared';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { notify } from '../../lib/toast.ts';
import { authApi } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, BackToSignIn } from './auth-layout.tsx';
import { AUTH_TEXT } from './auth-texts.ts';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: forgotPasswordBody,
    defaultValues: { email: '' },
    send: authApi.forgotPassword,
    onSuccess: () => {
      notify.success(AUTH_TEXT.forgotSuccess);
      void navigate('/sign/in');
    },
    failure: 'Request failed. Please try again.',
  });

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email address and we will send you instructions to reset your password."
      footer={<BackToSignIn />}
    >
      <DocumentTitle>Forgot Password · Solution Catalog</DocumentTitle>
      <AuthForm
        onSubmit={onSubmit}
        serverMessage={serverMessage}
        pending={pending}
        submitLabel="Send Reset Instructions"
      >
        <FormField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
        />
      </AuthForm>
    </AuthLayout>
  );
}
