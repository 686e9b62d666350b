import { PageHeader } from '../../components/ui/page-header.tsx';

export function NotFoundPage() {
  return <PageHeader title="Lost in Space?" />;
}
