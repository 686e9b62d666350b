import { PageHeader } from '../../components/ui/page-header.tsx';

export function HomePage() {
  return <PageHeader title="Home" />;
}
