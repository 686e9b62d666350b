import { Inbox, LayoutDashboard } from 'lucide-react';
import { NarrowMenuLink } from './narrow-menu-link.tsx';
import { NewEnquiriesBadge } from './new-enquiries-badge.tsx';

/** The admin's ways into the back office in the narrow menu (docs/product.md §3.2, §3.11). */
export function NarrowAdminEntries({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <NarrowMenuLink to="/admin" Icon={LayoutDashboard} label="Admin" onNavigate={onNavigate} />
      <NarrowMenuLink
        to="/admin/enquiries"
        Icon={Inbox}
        label="Enquiries"
        badge={<NewEnquiriesBadge />}
        onNavigate={onNavigate}
      />
    </>
  );
}
