import { forgotPasswordBody } from '@catalog/shared';
import { authApi } from '../../api/auth.ts';
import { FIELD_PRESET } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { AUTH_SCREEN, AUTH_TEXT } from './auth-texts.ts';

export function ForgotPasswordPage() {
  const thenGo = useThenGo();
  const submit = useSubmitForm({
    schema: forgotPasswordBody,
    defaultValues: { email: '' },
    send: authApi.forgotPassword,
    onSuccess: () => thenGo(AUTH_TEXT.forgotSuccess, '/sign/in'),
    failure: 'Request failed. Please try again.',
  });

  return (
    <AuthScreen texts={AUTH_SCREEN.forgotPassword} submit={submit}>
      <FormField form={submit.form} name="email" {...FIELD_PRESET.email} placeholder="you@company.com" />
    </AuthScreen>
  );
}
