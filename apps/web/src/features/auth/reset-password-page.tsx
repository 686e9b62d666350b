import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordBody, resetPasswordBody } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { notify } from '../../lib/toast.ts';
import { authApi } from './auth-api.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthLayout, authFooterLinkClasses, authLinkClasses } from './auth-layout.tsx';
import { reportServerError } from './server-errors.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { new_password: '', new_password_confirmation: '' },
  });
  const { errors } = formState;

  const reset = useMutation({
    mutationFn: (values: ResetPasswordBody) => authApi.resetPassword(token, values),
    onSuccess: (result) => {
      notify.success(result?.message || 'Your password has been reset.');
      void navigate('/sign/in');
    },
    onError: (error) =>
      setServerMessage(
        reportServerError(error, 'Failed to reset the password. Please try again.', setError, [
          'new_password',
          'new_password_confirmation',
        ]),
      ),
  });

  const onSubmit = handleSubmit(
    (values) => {
      setServerMessage(null);
      reset.mutate(values);
    },
    () => notify.error(AUTH_TEXT.correctErrors),
  );

  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Enter a new password for your new credentials."
      footer={
        <Link to="/sign/in" className={`${authFooterLinkClasses} inline-flex items-center gap-1.5`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </Link>
      }
    >
      <DocumentTitle>Reset Password · Solution Catalog</DocumentTitle>
      {token ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {serverMessage && <ErrorBanner>{serverMessage}</ErrorBanner>}
          <TextField
            label="New Password"
            type="password"
            autoComplete="off"
            hint="8-20 characters with at least 1 letter, 1 number and 1 special character"
            error={errors.new_password?.message}
            {...register('new_password', { onChange: () => clearErrors('new_password') })}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="off"
            error={errors.new_password_confirmation?.message}
            {...register('new_password_confirmation', { onChange: () => clearErrors('new_password_confirmation') })}
          />
          <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
            Reset Password
          </Button>
        </form>
      ) : (
        <ErrorBanner>
          This reset link is incomplete.{' '}
          <Link to="/forgot-password" className={authLinkClasses}>
            Request a new link
          </Link>{' '}
          and open it from the email.
        </ErrorBanner>
      )}
    </AuthLayout>
  );
}
