import { PageHeader } from '../../components/ui/page-header.tsx';

export function MaintenancePage() {
  return <PageHeader title="Under Maintenance" />;
}
