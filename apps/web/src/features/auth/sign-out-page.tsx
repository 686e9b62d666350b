import { PageHeader } from '../../components/ui/page-header.tsx';

export function SignOutPage() {
  return <PageHeader title="You are logged out..." />;
}
