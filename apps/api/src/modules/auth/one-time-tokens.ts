import { createHash, randomBytes } from 'node:crypto';
import { nowIso } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import type { OneTimeTokensTable } from '../../db/types.ts';

export type TokenPurpose = OneTimeTokensTable['purpose'];

export const TOKEN_TTL_MS: Record<Exclude<TokenPurpose, 'unsubscribe'>, number> = {
  activation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Only the SHA-256 of a token is stored: a leaked table holds no usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Activation and reset links' tokens. */
export class OneTimeTokensRepository extends Repository {
  /** Issues a token of 256 random bits for a user and returns its plain value (for the link only). */
  async issue(userId: number, purpose: TokenPurpose, ttlMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db
      .insertInto('one_time_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: hashToken(token),
        expires_at: new Date(now + ttlMs).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return token;
  }

  /** The user a token belongs to when it is unused and unexpired; nothing is changed. */
  async peek(token: string, purpose: TokenPurpose): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('one_time_tokens')
      .select('user_id')
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
    return row?.user_id;
  }

  /**
   * Uses a token up. The check and the update are one statement, so of two concurrent requests
   * with the same token only one gets the user id back.
   */
  async consume(token: string, purpose: TokenPurpose): Promise<number | undefined> {
    const now = nowIso();
    const row = await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Retires every outstanding token of a purpose, e.g. other reset links once one was used. */
  async retire(userId: number, purpose: TokenPurpose): Promise<void> {
    await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: nowIso() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
