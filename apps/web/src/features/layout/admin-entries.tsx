import { Inbox, LayoutDashboard } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { NarrowMenuLink } from './narrow-menu-link.tsx';
import { NewEnquiriesBadge } from './new-enquiries-badge.tsx';

/** The admin's ways into the back office in the narrow menu (docs/product.md §3.2, §3.11). */
export function NarrowAdminEntries({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  return (
    <>
      <NarrowMenuLink to="/admin" Icon={LayoutDashboard} label={t('nav.admin')} onNavigate={onNavigate} />
      <NarrowMenuLink
        to="/admin/enquiries"
        Icon={Inbox}
        label={t('nav.enquiries')}
        badge={<NewEnquiriesBadge />}
        onNavigate={onNavigate}
      />
    </>
  );
}
