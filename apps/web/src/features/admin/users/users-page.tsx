import type { AdminUser } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountChanged, adminUsersApi, useAdminUsers } from '../../../api/admin-users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { DataCell, DataRow } from '../../../components/ui/data-table.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { ADMIN_TEXT } from '../admin-texts.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { PagedTable } from '../paged-table.tsx';
import { SearchBox } from '../search-box.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { StatusBadge } from '../../../components/areas/status-badge.tsx';
import { useListParams } from '../use-list-params.ts';

const TEXT = {
  description: 'Every account, newest first. Role and access changes end the account’s sessions at once.',
  search: 'Search by name or email',
  caption: 'Accounts',
  columns: ['Account', 'Role', 'State', 'Company', 'Created', 'Last sign-in', 'Actions'],
  role: { admin: 'Admin', user: 'User' },
  state: { disabled: 'Disabled', active: 'Active', waiting: 'Waiting for activation' },
  never: 'Never',
  you: '(you)',
  empty: 'No accounts match your search.',
  promote: 'Make admin',
  demote: 'Make user',
  disable: 'Disable',
  enable: 'Enable',
  resend: 'Resend activation',
  done: {
    promote: (who: string) => `${who} is now an admin`,
    demote: (who: string) => `${who} is now a user`,
    disable: (who: string) => `${who} is disabled`,
    enable: (who: string) => `${who} is enabled`,
    resend: (who: string) => `Activation mail sent to ${who}`,
  },
  failed: 'The account could not be changed.',
} as const;

type Action = 'promote' | 'demote' | 'disable' | 'enable' | 'resend';

const send = (account: AdminUser, action: Action): Promise<unknown> => {
  if (action === 'resend') return adminUsersApi.resendActivation(account.id);
  if (action === 'promote' || action === 'demote') {
    return adminUsersApi.change(account.id, { role: action === 'promote' ? 'admin' : 'user' });
  }
  return adminUsersApi.change(account.id, { disabled: action === 'disable' });
};

function stateOf(account: AdminUser) {
  if (account.is_disabled) return { label: TEXT.state.disabled, tone: 'red' } as const;
  if (account.is_active) return { label: TEXT.state.active, tone: 'green' } as const;
  return { label: TEXT.state.waiting, tone: 'amber' } as const;
}

/** What can be done with an account; the server's refusal (the last admin, 409) comes back as a toast. */
function AccountActions({ account }: { account: AdminUser }) {
  const queryClient = useQueryClient();
  const who = account.full_name || account.email;
  const change = useMutation({
    mutationFn: (action: Action) => send(account, action),
    onSuccess: (_, action) => {
      notify.success(TEXT.done[action](who));
      accountChanged(queryClient);
    },
    onError: (error) => notify.error(errorMessage(error, TEXT.failed)),
  });
  const actions: Action[] = [
    account.role === 'admin' ? 'demote' : 'promote',
    account.is_disabled ? 'enable' : 'disable',
    ...(account.is_active ? [] : (['resend'] as const)),
  ];
  return (
    <div className="-mx-2 flex flex-wrap gap-1 md:-my-1.5">
      {actions.map((action) => (
        <Button
          key={action}
          variant="ghost"
          size="sm"
          className={cx(action === 'disable' && 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          disabled={change.isPending}
          aria-label={`${TEXT[action]}: ${who}`}
          onClick={() => change.mutate(action)}
        >
          {TEXT[action]}
        </Button>
      ))}
    </div>
  );
}

/** `/admin/users` (docs/product.md §3.11): accounts searched by name or email, paged, with their role and access. */
export function UsersPage() {
  const list = useListParams(['search'] as const);
  const session = useSession();
  const users = useAdminUsers({ search: list.values.search, page: list.page });
  const [account, role, state, company, created, lastSignIn, actions] = TEXT.columns;
  return (
    <>
      <SectionHeading title={ADMIN_TEXT.sections.users} description={TEXT.description} />
      <SearchBox
        label={TEXT.search}
        value={list.values.search}
        onSearch={(search) => list.update({ search })}
        className="mb-6 max-w-md"
      />
      <PagedTable query={users} caption={TEXT.caption} head={TEXT.columns} empty={TEXT.empty} onPage={list.setPage}>
        {(accounts) =>
          accounts.map((user) => {
            const s = stateOf(user);
            return (
              <DataRow key={user.id} data-testid="user-row">
                <DataCell label={account!}>
                  <p className="font-semibold break-words text-slate-900">
                    {user.full_name}{' '}
                    {user.id === session?.claims.user_id && (
                      <span className="font-normal text-slate-600">{TEXT.you}</span>
                    )}
                  </p>
                  <p className="break-all text-slate-600">{user.email}</p>
                </DataCell>
                <DataCell label={role!}>{TEXT.role[user.role]}</DataCell>
                <DataCell label={state!}>
                  <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
                </DataCell>
                <DataCell label={company!} className="break-words">
                  {user.company || ADMIN_TEXT.none}
                </DataCell>
                <DataCell label={created!} className="whitespace-nowrap">
                  {formatDate(user.created_at)}
                </DataCell>
                <DataCell label={lastSignIn!} className="whitespace-nowrap">
                  {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : TEXT.never}
                </DataCell>
                <DataCell label={actions!}>
                  <AccountActions account={user} />
                </DataCell>
              </DataRow>
            );
          })
        }
      </PagedTable>
    </>
  );
}
