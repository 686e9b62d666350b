import { PageHeader } from '../../components/ui/page-header.tsx';

export function SignInPage() {
  return <PageHeader title="Welcome" />;
}
