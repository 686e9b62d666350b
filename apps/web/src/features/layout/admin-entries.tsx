import { LayoutDashboard } from 'lucide-react';
import { NarrowMenuLink } from './narrow-menu-link.tsx';

/** The admin's way into the back office in the narrow menu (docs/product.md §3.2, §3.11). */
export function NarrowAdminEntries({ onNavigate }: { onNavigate: () => void }) {
  return <NarrowMenuLink to="/admin" Icon={LayoutDashboard} label="Admin" onNavigate={onNavigate} />;
}
