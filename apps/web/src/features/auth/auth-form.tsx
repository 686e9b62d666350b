import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  serverMessage: string | null;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The form of an account screen: the server's message on top, the fields, one wide submit button. */
export function AuthForm({ onSubmit, serverMessage, pending, submitLabel, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {serverMessage && <ErrorBanner>{serverMessage}</ErrorBanner>}
      {children}
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
