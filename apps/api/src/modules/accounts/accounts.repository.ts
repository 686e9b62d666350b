import type { AdminUser } from '@catalog/shared';
import type { SelectQueryBuilder } from 'kysely';
import { containsText } from '../../db/query-text.ts';
import { Repository } from '../../db/repository.ts';
import type { Database } from '../../db/types.ts';

/** A page of accounts as the back office lists them. */
export interface AccountsPage {
  total: number;
  items: AdminUser[];
}

/** The columns the back office shows, with the last sign-in: the newest session row (one is opened per sign-in). */
const withLastSignIn = <QB extends SelectQueryBuilder<Database, 'users', object>>(qb: QB) =>
  qb.select((eb) => [
    'users.id',
    'users.email',
    'users.full_name',
    'users.company',
    'users.is_staff',
    'users.is_active',
    'users.is_disabled',
    'users.created_at',
    eb
      .selectFrom('user_sessions')
      .select((s) => s.fn.max('user_sessions.created_at').as('at'))
      .whereRef('user_sessions.user_id', '=', 'users.id')
      .as('last_sign_in_at'),
  ]);

/** Reads of accounts for the back office; account writes stay in auth's UsersRepository. */
export class AccountsRepository extends Repository {
  async find(id: number): Promise<AdminUser | undefined> {
    const row = await withLastSignIn(this.db.selectFrom('users').where('users.id', '=', id)).executeTakeFirst();
    return row && adminUserOf(row);
  }

  /** Newest first; `search` matches the name or the email anywhere, whatever the case. */
  async page(search: string | undefined, limit: number, offset: number): Promise<AccountsPage> {
    const filtered = this.db
      .selectFrom('users')
      .$if(Boolean(search), (qb) =>
        qb.where((eb) => eb.or([containsText('users.full_name', search!), containsText('users.email', search!)])),
      );
    const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await withLastSignIn(filtered)
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total: Number(total), items: rows.map(adminUserOf) };
  }
}

function adminUserOf(row: {
  id: number;
  email: string;
  full_name: string;
  company: string;
  is_staff: number;
  is_active: number;
  is_disabled: number;
  created_at: string;
  last_sign_in_at: string | null;
}): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    company: row.company,
    role: row.is_staff ? 'admin' : 'user',
    is_active: Boolean(row.is_active),
    is_disabled: Boolean(row.is_disabled),
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at ?? null,
  };
}
