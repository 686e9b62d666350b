import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/database.ts';

let seq = 0;

/**
 * Inserts an active user directly (no mail, no hashing cost) and returns a bearer token for it.
 * Tests of the account flows go through the API instead.
 */
export async function createUserWithToken(
  app: FastifyInstance,
  opts: { isStaff?: boolean; email?: string; fullName?: string; passwordHash?: string } = {},
) {
  seq += 1;
  const now = nowIso();
  const email = opts.email ?? `user${seq}-${Date.now()}@example.com`;
  const user = await app.db.kysely
    .insertInto('users')
    .values({
      email,
      full_name: opts.fullName ?? `Test User`,
      phone: '081234567890',
      company: 'Test Co',
      position: 'Analyst',
      password_hash: opts.passwordHash ?? 'not-a-real-hash',
      is_staff: opts.isStaff ? 1 : 0,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'email', 'full_name', 'session_version'])
    .executeTakeFirstOrThrow();
  const token = await app.services.sessions.start({ ...user, is_staff: Boolean(opts.isStaff) });
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}
