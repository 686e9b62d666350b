import { PageHeader } from '../../components/ui/page-header.tsx';

export function ResetPasswordPage() {
  return <PageHeader title="Reset Password" />;
}
