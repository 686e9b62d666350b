import type { AdminUser } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountChanged, adminUsersApi, useAdminUsers } from '../../../api/admin-users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { DataCell, DataRow } from '../../../components/ui/data-table.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { translate } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { PagedTable } from '../paged-table.tsx';
import { SearchBox } from '../search-box.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { StatusBadge } from '../../../components/areas/status-badge.tsx';
import { useListParams } from '../use-list-params.ts';

const COLUMNS = [
  'admin.users.column.account',
  'admin.users.column.role',
  'admin.users.column.state',
  'admin.users.column.company',
  'admin.users.column.created',
  'admin.users.column.lastSignIn',
  'admin.users.column.actions',
] as const satisfies readonly MessageKey[];

const ROLE = { admin: 'admin.users.role.admin', user: 'admin.users.role.user' } as const;

type Action = 'promote' | 'demote' | 'disable' | 'enable' | 'resend';

/** Each action's button, and the toast once it is done. */
const ACTION = {
  promote: { label: 'admin.users.action.promote', done: 'admin.users.done.promote' },
  demote: { label: 'admin.users.action.demote', done: 'admin.users.done.demote' },
  disable: { label: 'admin.users.action.disable', done: 'admin.users.done.disable' },
  enable: { label: 'admin.users.action.enable', done: 'admin.users.done.enable' },
  resend: { label: 'admin.users.action.resend', done: 'admin.users.done.resend' },
} as const satisfies Record<Action, { label: MessageKey; done: MessageKey }>;

const send = (account: AdminUser, action: Action): Promise<unknown> => {
  if (action === 'resend') return adminUsersApi.resendActivation(account.id);
  if (action === 'promote' || action === 'demote') {
    return adminUsersApi.change(account.id, { role: action === 'promote' ? 'admin' : 'user' });
  }
  return adminUsersApi.change(account.id, { disabled: action === 'disable' });
};

function stateOf(account: AdminUser) {
  if (account.is_disabled) return { label: 'admin.users.state.disabled', tone: 'red' } as const;
  if (account.is_active) return { label: 'admin.users.state.active', tone: 'green' } as const;
  return { label: 'admin.users.state.waiting', tone: 'amber' } as const;
}

/** What can be done with an account; the server's refusal (the last admin, 409) comes back as a toast. */
function AccountActions({ account }: { account: AdminUser }) {
  const t = useT();
  const queryClient = useQueryClient();
  const who = account.full_name || account.email;
  const change = useMutation({
    mutationFn: (action: Action) => send(account, action),
    onSuccess: (_, action) => {
      notify.success(translate(ACTION[action].done, { name: who }));
      accountChanged(queryClient);
    },
    onError: (error) => notify.error(errorMessage(error, translate('admin.users.failed'))),
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
          aria-label={t('admin.users.actionFor', { action: t(ACTION[action].label), name: who })}
          onClick={() => change.mutate(action)}
        >
          {t(ACTION[action].label)}
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
  const t = useT();
  const columns = COLUMNS.map((key) => t(key));
  const [account, role, state, company, created, lastSignIn, actions] = columns;
  return (
    <>
      <SectionHeading title={t('admin.section.users')} description={t('admin.users.description')} />
      <SearchBox
        label={t('admin.users.search')}
        value={list.values.search}
        onSearch={(search) => list.update({ search })}
        className="mb-6 max-w-md"
      />
      <PagedTable
        query={users}
        caption={t('admin.users.caption')}
        head={columns}
        empty={t('admin.users.empty')}
        onPage={list.setPage}
      >
        {(accounts) =>
          accounts.map((user) => {
            const s = stateOf(user);
            return (
              <DataRow key={user.id} data-testid="user-row">
                <DataCell label={account!}>
                  <p className="font-semibold break-words text-slate-900">
                    {user.full_name}{' '}
                    {user.id === session?.claims.user_id && (
                      <span className="font-normal text-slate-600">{t('admin.users.you')}</span>
                    )}
                  </p>
                  <p className="break-all text-slate-600">{user.email}</p>
                </DataCell>
                <DataCell label={role!}>{t(ROLE[user.role])}</DataCell>
                <DataCell label={state!}>
                  <StatusBadge tone={s.tone}>{t(s.label)}</StatusBadge>
                </DataCell>
                <DataCell label={company!} className="break-words">
                  {user.company || t('admin.none')}
                </DataCell>
                <DataCell label={created!} className="whitespace-nowrap">
                  {formatDate(user.created_at)}
                </DataCell>
                <DataCell label={lastSignIn!} className="whitespace-nowrap">
                  {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : t('admin.users.never')}
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
