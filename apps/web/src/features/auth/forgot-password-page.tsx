import { PageHeader } from '../../components/ui/page-header.tsx';

export function ForgotPasswordPage() {
  return <PageHeader title="Forgot Password" />;
}
