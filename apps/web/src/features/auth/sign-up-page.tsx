import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { notify } from '../../lib/toast.ts';
import { authApi } from './auth-api.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthLayout, authFooterLinkClasses } from './auth-layout.tsx';
import { reportServerError } from './server-errors.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';

type SignUpValues = z.input<typeof registerBody>;
const FIELDS = ['full_name', 'email', 'phone', 'company', 'position', 'password', 'password_confirmation'] as const;

export function SignUpPage() {
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<
    SignUpValues,
    unknown,
    z.output<typeof registerBody>
  >({
    resolver: zodResolver(registerBody),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      company: '',
      position: '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors } = formState;
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const signUp = useMutation({
    mutationFn: authApi.register,
    onSuccess: () => {
      notify.success(AUTH_TEXT.registerSuccess);
      void navigate('/');
    },
    onError: (error) =>
      setServerMessage(reportServerError(error, 'Registration failed. Please try again.', setError, FIELDS)),
  });

  const onSubmit = handleSubmit(
    (values) => {
      setServerMessage(null);
      signUp.mutate(values);
    },
    () => notify.error(AUTH_TEXT.correctErrors),
  );

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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverMessage && <ErrorBanner>{serverMessage}</ErrorBanner>}
        <TextField
          label="Full Name"
          autoComplete="name"
          placeholder="Your full name"
          error={errors.full_name?.message}
          {...field('full_name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="e.g. 081234567890"
          hint="Indonesian number starting with +62 or 0"
          error={errors.phone?.message}
          {...field('phone')}
        />
        <TextField
          label="Company or Organization"
          optional
          autoComplete="organization"
          error={errors.company?.message}
          {...field('company')}
        />
        <TextField
          label="Position"
          optional
          autoComplete="organization-title"
          error={errors.position?.message}
          {...field('position')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="off"
          hint="8-20 characters with at least 1 letter, 1 number and 1 special character"
          error={errors.password?.message}
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="off"
          error={errors.password_confirmation?.message}
          {...field('password_confirmation')}
        />
        <Button type="submit" size="lg" loading={signUp.isPending} className="w-full">
          Sign Up
        </Button>
      </form>
    </AuthLayout>
  );
}
