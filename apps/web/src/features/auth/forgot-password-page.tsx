import { forgotPasswordBody } from '@catalog/shared';
import { authApi } from '../../api/auth.ts';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { useT } from '../../i18n/use-t.ts';

export function ForgotPasswordPage() {
  const t = useT();
  const preset = useFieldPresets();
  const thenGo = useThenGo();
  const submit = useSubmitForm({
    schema: forgotPasswordBody,
    defaultValues: { email: '' },
    send: authApi.forgotPassword,
    onSuccess: () => thenGo(t('auth.toast.forgotSuccess'), '/sign/in'),
    failure: t('auth.forgot.failed'),
  });

  return (
    <AuthScreen
      texts={{
        title: t('auth.forgot.title'),
        subtitle: t('auth.forgot.subtitle'),
        page: t('auth.forgot.page'),
        submitLabel: t('auth.forgot.submit'),
      }}
      submit={submit}
    >
      <FormField form={submit.form} name="email" {...preset.email} placeholder={preset.emailPlaceholder} />
    </AuthScreen>
  );
}
