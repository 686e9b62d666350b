import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { safeReturnPath } from '../../lib/safe-redirect.ts';
import { setSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { authApi } from './auth-api.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthLayout, authFooterLinkClasses, authLinkClasses } from './auth-layout.tsx';
import { reportServerError } from './server-errors.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('from')) ?? '/';
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (token) => {
      setSession(token);
      notify.success(AUTH_TEXT.loginSuccess);
      void navigate(returnTo, { replace: true });
    },
    onError: (error) =>
      setServerMessage(reportServerError(error, AUTH_TEXT.loginFailed, setError, ['email', 'password'])),
  });

  const onSubmit = handleSubmit(
    (values) => {
      setServerMessage(null);
      login.mutate(values);
    },
    () => notify.error(AUTH_TEXT.loginInvalidForm),
  );

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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverMessage && <ErrorBanner>{serverMessage}</ErrorBanner>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <div>
          <TextField
            label="Password"
            type="password"
            autoComplete="off"
            placeholder="Enter your password"
            error={errors.password?.message}
            {...register('password', { onChange: () => clearErrors('password') })}
          />
          <div className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClasses}>
              Forgot password?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" loading={login.isPending} className="w-full">
          Sign In
        </Button>
      </form>
    </AuthLayout>
  );
}
