import { loginBody } from '@catalog/shared';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { safeReturnPath } from '../../lib/safe-redirect.ts';
import { setSession } from '../../lib/session.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { useT } from '../../i18n/use-t.ts';

export function SignInPage() {
  const t = useT();
  const preset = useFieldPresets();
  const thenGo = useThenGo();
  const returnTo = safeReturnPath(useSearchParams()[0].get('from')) ?? '/';
  const submit = useSubmitForm({
    schema: loginBody,
    defaultValues: { email: '', password: '' },
    send: authApi.login,
    onSuccess: (token) => {
      setSession(token);
      thenGo(t('auth.toast.loginSuccess'), returnTo, { replace: true });
    },
    failure: t('auth.toast.loginFailed'),
    invalid: t('auth.toast.loginInvalidForm'),
  });

  return (
    <AuthScreen
      texts={{
        title: t('auth.signIn.title'),
        subtitle: t('auth.signIn.subtitle'),
        page: t('auth.signIn.page'),
        submitLabel: t('auth.signIn.submit'),
        switchTo: { question: t('auth.signIn.question'), to: '/sign/up', label: t('auth.signIn.switchLabel') },
      }}
      submit={submit}
    >
      <FormField form={submit.form} name="email" {...preset.email} placeholder={preset.emailPlaceholder} />
      <div>
        <FormField
          form={submit.form}
          name="password"
          {...preset.password(preset.passwordLabel.password)}
          placeholder={t('auth.signIn.passwordPlaceholder')}
        />
        <div className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClasses}>
            {t('auth.signIn.forgot')}
          </Link>
        </div>
      </div>
    </AuthScreen>
  );
}
