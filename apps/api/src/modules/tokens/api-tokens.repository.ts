import type { TokenScope } from '@catalog/shared';
import { Repository } from '../../db/repository.ts';

export interface TokenHolder {
  id: number;
  scopes: TokenScope[];
  userId: number;
  email: string;
}

const LAST_USED_EVERY_MS = 60_000;
const scopesOf = (text: string) => text.split(',').filter(Boolean) as TokenScope[];

/** API tokens (docs/decisions/0170): only the hash of each secret is stored. */
export class ApiTokensRepository extends Repository {
  async insert(row: {
    name: string;
    hash: string;
    scopes: readonly TokenScope[];
    createdBy: number | null;
    createdAt: string;
    expiresAt: string | null;
  }) {
    const { id } = await this.db
      .insertInto('api_tokens')
      .values({
        name: row.name,
        token_hash: row.hash,
        scopes: row.scopes.join(','),
        created_by: row.createdBy,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Tokens not revoked, newest first, with their creator's name. */
  async list() {
    const rows = await this.db
      .selectFrom('api_tokens')
      .leftJoin('users', 'users.id', 'api_tokens.created_by')
      .select([
        'api_tokens.id',
        'api_tokens.name',
        'api_tokens.scopes',
        'api_tokens.created_by',
        'users.full_name as creator_name',
        'api_tokens.created_at',
        'api_tokens.last_used_at',
        'api_tokens.expires_at',
      ])
      .where('api_tokens.revoked_at', 'is', null)
      .orderBy('api_tokens.id', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, id: Number(r.id), scopes: scopesOf(r.scopes) }));
  }

  /** Revokes a token; false when there is none to revoke. */
  async revoke(id: number, at: string): Promise<{ name: string } | undefined> {
    return this.db
      .updateTable('api_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning('name')
      .executeTakeFirst();
  }

  /**
   * The token with this hash when it may be used at `now`: not revoked, not expired, and its
   * creator still an active admin. Asked on every request, so a revocation holds at once everywhere.
   */
  async holder(hash: string, now: string): Promise<TokenHolder | undefined> {
    const row = await this.db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.created_by')
      .select(['api_tokens.id', 'api_tokens.scopes', 'users.id as user_id', 'users.email'])
      .where('api_tokens.token_hash', '=', hash)
      .where('api_tokens.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]))
      .where('users.is_staff', '=', 1)
      .where('users.is_active', '=', 1)
      .where('users.is_disabled', '=', 0)
      .executeTakeFirst();
    return row && { id: Number(row.id), scopes: scopesOf(row.scopes), userId: Number(row.user_id), email: row.email };
  }

  /** Records a use, at most once a minute per token: one conditional update that usually changes nothing. */
  async touch(id: number, now: Date): Promise<void> {
    const before = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
    await this.db
      .updateTable('api_tokens')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
      .execute();
  }
}
