import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/database.ts';
import type { NewUser } from '../../src/db/types.ts';

let seq = 0;

/** A users row to insert directly: not yet activated unless `over` says so, with a hash no password matches. */
export function userRow(email: string, over: Partial<NewUser> = {}): NewUser {
  const now = nowIso();
  return {
    email,
    full_name: 'Test User',
    phone: '081234567890',
    company: 'Test Co',
    position: 'Analyst',
    password_hash: 'not-a-real-hash',
    created_at: now,
    updated_at: now,
    ...over,
  };
}

/**
 * Inserts an active user directly (no mail, no hashing cost) and returns a bearer token for it.
 * Tests of the account flows go through the API instead.
 */
export async function createUserWithToken(
  app: FastifyInstance,
  opts: { isStaff?: boolean; email?: string; fullName?: string; passwordHash?: string } = {},
) {
  seq += 1;
  const email = opts.email ?? `user${seq}-${Date.now()}@example.com`;
  const user = await app.db.kysely
    .insertInto('users')
    .values(
      userRow(email, {
        full_name: opts.fullName ?? 'Test User',
        password_hash: opts.passwordHash ?? 'not-a-real-hash',
        is_staff: opts.isStaff ? 1 : 0,
        is_active: 1,
      }),
    )
    .returning(['id', 'email', 'full_name', 'session_version'])
    .executeTakeFirstOrThrow();
  const token = await app.services.sessions.start({ ...user, is_staff: Boolean(opts.isStaff) });
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}
