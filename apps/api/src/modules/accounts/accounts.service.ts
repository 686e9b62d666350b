import { type AdminUser, type AdminUserChange, coded, type Pagination } from '@catalog/shared';
import type { UserRow } from '../../db/types.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { offsetOf, paginationOf } from '../../lib/paging.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { refuseLosingLastAdmin } from '../auth/last-admin.ts';
import type { UserChange, UsersRepository } from '../auth/users.repository.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export const ACTIVATION_RESENT = 'Activation email sent';

/** What an admin change does to an account, said in the activity log. */
function describeChange(user: UserRow, change: UserChange): string {
  const parts: string[] = [];
  if (change.is_staff !== undefined) parts.push(change.is_staff ? 'made an admin' : 'made a user');
  if (change.is_disabled !== undefined) parts.push(change.is_disabled ? 'disabled' : 'enabled');
  return `${user.email}: ${parts.join(', ')}`;
}

/** Accounts in the back office (docs/product.md §6.6). */
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly users: UsersRepository,
    private readonly activity: ActivityRepository,
    private readonly auth: AuthService,
  ) {}

  async list(query: { search?: string; page: number; page_size: number }): Promise<{
    data: AdminUser[];
    pagination: Pagination;
  }> {
    const { total, items } = await this.accounts.page(
      query.search,
      query.page_size,
      offsetOf(query.page, query.page_size),
    );
    return { data: items, pagination: paginationOf(total, query.page, query.page_size) };
  }

  /**
   * Changes the role or access of an account; its sessions end at once (the same switch as
   * `npm run users`). The last admin who can sign in is never demoted or disabled.
   */
  async update(caller: Caller, id: number, input: AdminUserChange): Promise<AdminUser> {
    const change: UserChange = {
      ...(input.role !== undefined && { is_staff: input.role === 'admin' ? 1 : 0 }),
      ...(input.disabled !== undefined && { is_disabled: input.disabled ? 1 : 0 }),
    };
    await this.users.transaction(async (trx) => {
      const users = this.users.on(trx);
      const current = await users.findById(id);
      if (!current) throw notFound(coded('admin.accountNotFound'));
      if (change.is_staff === 0 || change.is_disabled === 1) await refuseLosingLastAdmin(users, id);
      await users.updateAccess({ id }, change);
      await this.activity.on(trx).record(caller, 'user', 'update', id, describeChange(current, change));
    });
    return (await this.accounts.find(id))!;
  }

  /** A new activation link by mail, for an account that has not activated yet. */
  async resendActivation(caller: Caller, id: number): Promise<void> {
    await this.users.transaction(async (trx) => {
      const user = await this.users.on(trx).findById(id);
      if (!user) throw notFound(coded('admin.accountNotFound'));
      if (user.is_active) throw conflict(coded('admin.alreadyActive'));
      await this.auth.queueActivation(trx, user);
      await this.activity
        .on(trx)
        .record(caller, 'user', 'resend_activation', id, `${user.email}: activation email sent again`);
    });
  }
}
