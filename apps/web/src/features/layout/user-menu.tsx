import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Inbox, LayoutDashboard, LogOut, type LucideIcon, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Session } from '../../lib/session.ts';
import { NewEnquiriesBadge } from './new-enquiries-badge.tsx';

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-700 data-focus:bg-navy-50 data-focus:text-navy-900';

interface Entry {
  to: string;
  label: MessageKey;
  Icon: LucideIcon;
  badge?: ReactNode;
}

/** The entries of the menu: the back office for admins, the profile for every account, and signing out. */
function entriesOf(session: Session): Entry[] {
  const profile: Entry = { to: '/profile', label: 'nav.profile', Icon: UserRound };
  const signOut: Entry = { to: '/sign/out', label: 'nav.signOut', Icon: LogOut };
  if (session.role === 'admin') {
    return [
      { to: '/admin', label: 'nav.admin', Icon: LayoutDashboard },
      { to: '/admin/enquiries', label: 'nav.enquiries', Icon: Inbox, badge: <NewEnquiriesBadge /> },
      profile,
      signOut,
    ];
  }
  return [profile, signOut];
}

/** Wide screens: the avatar opens a dropdown; Headless UI closes it on an outside click or Escape. */
export function UserMenu({ session }: { session: Session }) {
  const t = useT();
  const { name } = session;
  const { email } = session.claims;
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex rounded-full ring-2 ring-transparent transition hover:ring-teal-300/60 data-open:ring-teal-300">
        <span className="sr-only">{t('nav.openUserMenu')}</span>
        <Avatar name={name} email={email} />
      </MenuButton>
      <MenuItems
        modal={false}
        transition
        className="absolute right-0 z-50 mt-3 w-64 origin-top-right rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-navy-900/10 transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        <div className="border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-slate-900">{name || email}</p>
          <p className="truncate text-xs text-slate-600">{email}</p>
        </div>
        <div className="pt-1.5">
          {entriesOf(session).map(({ to, label, Icon, badge }) => (
            <MenuItem key={to}>
              <Link to={to} className={itemClasses}>
                <Icon className="size-4" aria-hidden="true" />
                {t(label)}
                {badge}
              </Link>
            </MenuItem>
          ))}
        </div>
      </MenuItems>
    </Menu>
  );
}
