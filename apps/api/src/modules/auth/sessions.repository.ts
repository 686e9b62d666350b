import { randomBytes } from 'node:crypto';
import { nowIso } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';

/** Sign-in rows; the id is the token's `sid` claim (docs/decisions/0087). */
export class SessionsRepository extends Repository {
  /**
   * Opens a session until `expiresAt` and answers its id. Expired rows of the same user go at the
   * same time, so the table holds about one row per live sign-in.
   */
  async open(userId: number, expiresAt: Date): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    const now = nowIso();
    await this.db.deleteFrom('user_sessions').where('user_id', '=', userId).where('expires_at', '<', now).execute();
    await this.db
      .insertInto('user_sessions')
      .values({ id, user_id: userId, created_at: now, expires_at: expiresAt.toISOString() })
      .execute();
    return id;
  }

  /** Revokes one session of the user, or every one when `sessionId` is left out. */
  async revoke(userId: number, sessionId?: string): Promise<void> {
    await this.liveSessions(userId)
      .$if(sessionId !== undefined, (qb) => qb.where('id', '=', sessionId!))
      .execute();
  }

  /** Revokes every session of the user but `keepSessionId`, which goes on working. */
  async revokeOthers(userId: number, keepSessionId: string): Promise<void> {
    await this.liveSessions(userId).where('id', '!=', keepSessionId).execute();
  }

  private liveSessions(userId: number) {
    return this.db
      .updateTable('user_sessions')
      .set({ revoked_at: nowIso() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
  }
}
