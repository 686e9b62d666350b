import { loginBody } from '@catalog/shared';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { FIELD_PRESET } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { safeReturnPath } from '../../lib/safe-redirect.ts';
import { setSession } from '../../lib/session.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { AUTH_SCREEN, AUTH_TEXT } from './auth-texts.ts';

export function SignInPage() {
  const thenGo = useThenGo();
  const returnTo = safeReturnPath(useSearchParams()[0].get('from')) ?? '/';
  const submit = useSubmitForm({
    schema: loginBody,
    defaultValues: { email: '', password: '' },
    send: authApi.login,
    onSuccess: (token) => {
      setSession(token);
      thenGo(AUTH_TEXT.loginSuccess, returnTo, { replace: true });
    },
    failure: AUTH_TEXT.loginFailed,
    invalid: AUTH_TEXT.loginInvalidForm,
  });

  return (
    <AuthScreen texts={AUTH_SCREEN.signIn} submit={submit}>
      <FormField form={submit.form} name="email" {...FIELD_PRESET.email} placeholder="you@company.com" />
      <div>
        <FormField
          form={submit.form}
          name="password"
          {...FIELD_PRESET.password('Password')}
          placeholder="Enter your password"
        />
        <div className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClasses}>
            Forgot password?
          </Link>
        </div>
      </div>
    </AuthScreen>
  );
}
