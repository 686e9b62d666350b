import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../db/database.ts';
import type { Database, NewUser, UserRow } from '../../db/types.ts';
import { normaliseEmail } from '@catalog/shared';

/** Kysely or an open transaction: repositories work inside either. */
export type Executor = Kysely<Database>;

/** Emails are compared in one form everywhere (NFKC, trimmed, lower case): one address, one account. */
export { normaliseEmail };

/**
 * Accounts whose stored emails become the same address once normalised: made before emails were
 * folded with NFKC, they are two accounts for one address. The operator's report is
 * `npm run users -- collisions` (docs/decisions/0086).
 */
export async function emailCollisions(db: Executor): Promise<UserRow[][]> {
  const groups = new Map<string, UserRow[]>();
  for (const user of await listUsers(db)) {
    const key = normaliseEmail(user.email);
    groups.set(key, [...(groups.get(key) ?? []), user]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Executor): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('id').execute();
}

/** Inserts a user; undefined when the email is taken (a concurrent sign-up won the race). */
export async function insertUser(
  db: Executor,
  user: Omit<NewUser, 'created_at' | 'updated_at'>,
): Promise<UserRow | undefined> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({ ...user, email: normaliseEmail(user.email), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function activateUser(db: Executor, id: number): Promise<void> {
  await db.updateTable('users').set({ is_active: 1, updated_at: nowIso() }).where('id', '=', id).execute();
}

/** New password: every session issued before it stops working (session_version + 1). */
export async function setPassword(db: Executor, id: number, passwordHash: string, opts: { activate: boolean }) {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      session_version: sql`session_version + 1`,
      updated_at: nowIso(),
      ...(opts.activate && { is_active: 1 }),
    })
    .where('id', '=', id)
    .execute();
}

/** Keeps the same password but stores it with the current hashing parameters. */
export async function replaceHash(db: Executor, id: number, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/**
 * Role and access changes made by an operator. The session version moves too, so the holder
 * signs in again and gets a token whose is_staff claim matches the new role.
 */
export async function updateAccess(
  db: Executor,
  email: string,
  change: { is_staff?: number; is_disabled?: number; is_active?: number },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...change, session_version: sql`session_version + 1`, updated_at: nowIso() })
    .where('email', '=', normaliseEmail(email))
    .returningAll()
    .executeTakeFirst();
}

/** Changes a user; with `endSessions` every token issued so far stops working. */
export async function updateUser(
  db: Executor,
  id: number,
  change: { password_hash?: string; is_staff?: number; is_active?: number; is_disabled?: number },
  opts: { endSessions: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...change, updated_at: nowIso(), ...(opts.endSessions && { session_version: sql`session_version + 1` }) })
    .where('id', '=', id)
    .execute();
}
