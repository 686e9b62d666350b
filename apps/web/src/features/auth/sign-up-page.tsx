import { registerBody } from '@catalog/shared';
import { authApi } from '../../api/auth.ts';
import { FIELD_PRESET } from '../../components/form/field-presets.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { AuthScreen, useThenGo } from './auth-screen.tsx';
import { AUTH_SCREEN, AUTH_TEXT } from './auth-texts.ts';

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
  const thenGo = useThenGo();
  const submit = useSubmitForm({
    schema: registerBody,
    defaultValues: EMPTY,
    send: authApi.register,
    onSuccess: () => thenGo(AUTH_TEXT.registerSuccess, '/'),
    failure: 'Registration failed. Please try again.',
  });
  const { form } = submit;

  return (
    <AuthScreen texts={AUTH_SCREEN.signUp} submit={submit}>
      <FormField form={form} name="full_name" label="Full Name" autoComplete="name" placeholder="Your full name" />
      <FormField form={form} name="email" {...FIELD_PRESET.email} placeholder="you@company.com" />
      <FormField form={form} name="phone" {...FIELD_PRESET.phone} />
      <FormField form={form} name="company" label="Company or Organization" optional autoComplete="organization" />
      <FormField form={form} name="position" label="Position" optional autoComplete="organization-title" />
      <FormField form={form} name="password" {...FIELD_PRESET.password('Password', true)} />
      <FormField form={form} name="password_confirmation" {...FIELD_PRESET.password('Confirm Password')} />
    </AuthScreen>
  );
}
