import { registerBody } from '@catalog/shared';
import { Link, useNavigate } from 'react-router';
import { FormField } from '../../components/form/form-field.tsx';
import { FIELD_HINT } from '../../components/form/field-hints.ts';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { notify } from '../../lib/toast.ts';
import { authApi } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthLayout, authFooterLinkClasses } from './auth-layout.tsx';
import { AUTH_TEXT } from './auth-texts.ts';

export function SignUpPage() {
  const navigate = useNavigate();
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: registerBody,
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      company: '',
      position: '',
      password: '',
      password_confirmation: '',
    },
    send: authApi.register,
    onSuccess: () => {
      notify.success(AUTH_TEXT.registerSuccess);
      void navigate('/');
    },
    failure: 'Registration failed. Please try again.',
  });

  return (
    <AuthLayout
      title="Welcome"
      subtitle="Get set up and create your first Solution Catalog account."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign/in" className={authFooterLinkClasses}>
            Sign In
          </Link>
        </>
      }
    >
      <DocumentTitle>Sign Up · Solution Catalog</DocumentTitle>
      <AuthForm onSubmit={onSubmit} serverMessage={serverMessage} pending={pending} submitLabel="Sign Up">
        <FormField form={form} name="full_name" label="Full Name" autoComplete="name" placeholder="Your full name" />
        <FormField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
        />
        <FormField
          form={form}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="e.g. 081234567890"
          hint={FIELD_HINT.phone}
        />
        <FormField form={form} name="company" label="Company or Organization" optional autoComplete="organization" />
        <FormField form={form} name="position" label="Position" optional autoComplete="organization-title" />
        <FormField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="off"
          hint={FIELD_HINT.password}
        />
        <FormField
          form={form}
          name="password_confirmation"
          label="Confirm Password"
          type="password"
          autoComplete="off"
        />
      </AuthForm>
    </AuthLayout>
  );
}
