import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordBody, forgotPasswordBody } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { notify } from '../../lib/toast.ts';
import { authApi } from './auth-api.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthLayout, authFooterLinkClasses } from './auth-layout.tsx';
import { reportServerError } from './server-errors.ts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
  });

  const request = useMutation({
    mutationFn: authApi.forgotPassword,
    onSuccess: () => {
      notify.success(AUTH_TEXT.forgotSuccess);
      void navigate('/sign/in');
    },
    onError: (error) =>
      setServerMessage(reportServerError(error, 'Request failed. Please try again.', setError, ['email'])),
  });

  const onSubmit = handleSubmit(
    (values) => {
      setServerMessage(null);
      request.mutate(values);
    },
    () => notify.error(AUTH_TEXT.correctErrors),
  );

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email address and we will send you instructions to reset your password."
      footer={
        <Link to="/sign/in" className={`${authFooterLinkClasses} inline-flex items-center gap-1.5`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </Link>
      }
    >
      <DocumentTitle>Forgot Password · Solution Catalog</DocumentTitle>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverMessage && <ErrorBanner>{serverMessage}</ErrorBanner>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={formState.errors.email?.message}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <Button type="submit" size="lg" loading={request.isPending} className="w-full">
          Send Reset Instructions
        </Button>
      </form>
    </AuthLayout>
  );
}
