import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx.ts';

export const narrowLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-white/10 text-white' : 'text-navy-100 hover:bg-white/5 hover:text-white',
  );

/** One entry of the narrow screens' menu (docs/product.md §3.2): an icon, its label and maybe a badge. */
export function NarrowMenuLink({
  to,
  Icon,
  label,
  badge,
  onNavigate,
}: {
  to: string;
  Icon: LucideIcon;
  label: string;
  badge?: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <li>
      <NavLink to={to} className={narrowLinkClasses} onClick={onNavigate}>
        <Icon className="size-5" aria-hidden="true" />
        {label}
        {badge}
      </NavLink>
    </li>
  );
}
