import { normaliseEmail } from '@catalog/shared';
import { sql } from 'kysely';
import { type DialectName, nowIso } from '../../db/database.ts';
import { type Executor, Repository } from '../../db/repository.ts';
import type { NewUser, UserRow } from '../../db/types.ts';

/** Emails are compared in one form everywhere (NFKC, trimmed, lower case): one address, one account. */
export { normaliseEmail };

/** What an operator or the account flows change on a user. */
export type UserChange = Partial<Pick<UserRow, 'password_hash' | 'is_staff' | 'is_active' | 'is_disabled'>>;

/** The columns of an account a session check needs. */
export type SessionUser = Pick<UserRow, 'id' | 'email' | 'is_staff' | 'is_active' | 'is_disabled' | 'session_version'>;

/** Every token issued before this change stops working: the session version moves. */
const endingSessions = { session_version: sql<number>`session_version + 1` };

/** Accounts. */
export class UsersRepository extends Repository {
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
  ) {
    super(db);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('id').execute();
  }

  /**
   * Accounts whose stored emails become the same address once normalised: made before emails were
   * folded with NFKC, they are two accounts for one address. The operator's report is
   * `npm run users -- collisions` (docs/decisions/0086).
   */
  async emailCollisions(): Promise<UserRow[][]> {
    const groups = new Map<string, UserRow[]>();
    for (const user of await this.list()) {
      const key = normaliseEmail(user.email);
      groups.set(key, [...(groups.get(key) ?? []), user]);
    }
    return [...groups.values()].filter((g) => g.length > 1);
  }

  /** The account a session token names, read with its session row: none when the session was ended. */
  findBySession(userId: number, sessionId: string): Promise<SessionUser | undefined> {
    return this.db
      .selectFrom('users')
      .innerJoin('user_sessions', 'user_sessions.user_id', 'users.id')
      .select(['users.id', 'users.email', 'is_staff', 'is_active', 'is_disabled', 'session_version'])
      .where('users.id', '=', userId)
      .where('user_sessions.id', '=', sessionId)
      .where('user_sessions.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  /** Inserts a user; undefined when the email is taken (a concurrent sign-up won the race). */
  async insert(user: Omit<NewUser, 'created_at' | 'updated_at'>): Promise<UserRow | undefined> {
    const now = nowIso();
    return this.db
      .insertInto('users')
      .values({ ...user, email: normaliseEmail(user.email), created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Changes a user; with `endSessions` every token issued so far stops working. */
  async update(id: number, change: UserChange, opts: { endSessions: boolean }): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...change, updated_at: nowIso(), ...(opts.endSessions && endingSessions) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Role and access changes made by an operator (`npm run users`, the back office). The session
   * version moves too, so every session of the account ends at once and the holder signs in again
   * with a token whose is_staff claim matches the new role.
   */
  updateAccess(account: { email: string } | { id: number }, change: UserChange): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ ...change, updated_at: nowIso(), ...endingSessions })
      .$if('email' in account, (qb) => qb.where('email', '=', normaliseEmail((account as { email: string }).email)))
      .$if('id' in account, (qb) => qb.where('id', '=', (account as { id: number }).id))
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The ids of the admins who can sign in (active, not disabled). On PostgreSQL their rows stay
   * locked until the transaction ends, so two admins demoting each other at once cannot both
   * succeed; SQLite runs one writing transaction at a time anyway.
   */
  activeAdminIds(): Promise<number[]> {
    return this.db
      .selectFrom('users')
      .select('id')
      .where('is_staff', '=', 1)
      .where('is_active', '=', 1)
      .where('is_disabled', '=', 0)
      .$if(this.dialect === 'postgres', (qb) => qb.forUpdate())
      .execute()
      .then((rows) => rows.map((r) => r.id));
  }
}
