import { registerBody } from '@catalog/shared';
import { authApi } from '../../api/auth.ts';
import { useFieldPresets } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { useT } from '../../i18n/use-t.ts';

const EMPTY = {
  full_name: '',
  email: '',
  phone: '',
  company: '',
  position: '',
  password: '',
  password_confirmation: '',
};

export function SignUpPage() {
  const t = useT();
  const preset = useFieldPresets();
  const thenGo = useThenGo();
  const submit = useSubmitForm({
    schema: registerBody,
    defaultValues: EMPTY,
    send: authApi.register,
    onSuccess: () => thenGo(t('auth.toast.registerSuccess'), '/'),
    failure: t('auth.signUp.failed'),
  });
  const { form } = submit;

  return (
    <AuthScreen
      texts={{
        title: t('auth.signUp.title'),
        subtitle: t('auth.signUp.subtitle'),
        page: t('auth.signUp.page'),
        submitLabel: t('auth.signUp.submit'),
        switchTo: { question: t('auth.signUp.question'), to: '/sign/in', label: t('auth.signUp.switchLabel') },
      }}
      submit={submit}
    >
      <FormField form={form} name="full_name" {...preset.fullName} placeholder={t('auth.signUp.fullNamePlaceholder')} />
      <FormField form={form} name="email" {...preset.email} placeholder={preset.emailPlaceholder} />
      <FormField form={form} name="phone" {...preset.phone} />
      <FormField form={form} name="company" {...preset.company} optional />
      <FormField form={form} name="position" {...preset.position} optional />
      <FormField form={form} name="password" {...preset.password(preset.passwordLabel.password, true)} />
      <FormField form={form} name="password_confirmation" {...preset.password(preset.passwordLabel.confirmPassword)} />
    </AuthScreen>
  );
}
