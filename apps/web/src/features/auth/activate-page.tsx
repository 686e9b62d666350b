import { PageHeader } from '../../components/ui/page-header.tsx';

export function ActivatePage() {
  return <PageHeader title="Congratulations!" />;
}
