import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { nowIso } from '../../db/database.ts';
import type { SessionTokens } from './session-token.ts';
import type { Executor } from './users.repository.ts';

interface SessionUser {
  id: number;
  email: string;
  full_name: string;
  is_staff: boolean;
  session_version: number;
}

/**
 * Opens a session row and signs its token. Expired rows of the same user go at the same time,
 * so the table holds about one row per live sign-in.
 */
export async function startSession(db: Executor, tokens: SessionTokens, user: SessionUser): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const now = new Date();
  await db
    .deleteFrom('user_sessions')
    .where('user_id', '=', user.id)
    .where('expires_at', '<', now.toISOString())
    .execute();
  await db
    .insertInto('user_sessions')
    .values({
      id,
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + tokens.ttlSeconds * 1000).toISOString(),
    })
    .execute();
  return tokens.sign(user, id);
}

/** Sign-out: this session's token stops working. */
export async function endSession(db: Executor, userId: number, sessionId: string): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * "Sign out everywhere": every session of the account ends. The session version moves too, the
 * same switch a password reset uses, so no token issued before now passes whatever its row says.
 */
export async function endAllSessions(db: Executor, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ session_version: sql`session_version + 1`, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('user_sessions')
      .set({ revoked_at: nowIso() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}
