import { loginBody } from '@catalog/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { safeReturnPath } from '../../lib/safe-redirect.ts';
import { setSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { authApi } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, authFooterLinkClasses, authLinkClasses } from './auth-layout.tsx';
import { AUTH_TEXT } from './auth-texts.ts';

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('from')) ?? '/';
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: loginBody,
    defaultValues: { email: '', password: '' },
    send: authApi.login,
    onSuccess: (token) => {
      setSession(token);
      notify.success(AUTH_TEXT.loginSuccess);
      void navigate(returnTo, { replace: true });
    },
    failure: AUTH_TEXT.loginFailed,
    invalid: AUTH_TEXT.loginInvalidForm,
  });

  return (
    <AuthLayout
      title="Welcome"
      subtitle="Log in to continue exploring the Solution Catalog."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/sign/up" className={authFooterLinkClasses}>
            Sign Up
          </Link>
        </>
      }
    >
      <DocumentTitle>Sign In · Solution Catalog</DocumentTitle>
      <AuthForm onSubmit={onSubmit} serverMessage={serverMessage} pending={pending} submitLabel="Sign In">
        <FormField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
        />
        <div>
          <FormField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="off"
            placeholder="Enter your password"
          />
          <div className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClasses}>
              Forgot password?
            </Link>
          </div>
        </div>
      </AuthForm>
    </AuthLayout>
  );
}
