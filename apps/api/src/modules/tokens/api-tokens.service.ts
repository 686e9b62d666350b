import { coded, type TokenCreateBody, type TokenCreated, type TokenItem, type TokenScope } from '@catalog/shared';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ApiTokensRepository, TokenHolder } from './api-tokens.repository.ts';
import { hashTokenSecret, newTokenSecret } from './token-secret.ts';

/** API tokens (docs/decisions/0170): made and revoked by admins, checked on every request. */
export class ApiTokensService {
  constructor(
    private readonly repo: ApiTokensRepository,
    private readonly activity: ActivityRepository,
  ) {}

  async create(caller: Caller, input: TokenCreateBody): Promise<TokenCreated> {
    const token = newTokenSecret();
    const createdAt = new Date().toISOString();
    const expiresAt = input.expires_at ?? null;
    const id = await this.repo.transaction(async (trx) => {
      const id = await this.repo.on(trx).insert({
        name: input.name,
        hash: hashTokenSecret(token),
        scopes: input.scopes,
        createdBy: caller.userId,
        createdAt,
        expiresAt,
      });
      await this.activity
        .on(trx)
        .record(caller, 'integration', 'create', id, `Created API token "${input.name}" (${input.scopes.join(', ')})`);
      return id;
    });
    return { id, token, name: input.name, scopes: input.scopes, expires_at: expiresAt, created_at: createdAt };
  }

  async list(): Promise<TokenItem[]> {
    return (await this.repo.list()).map((r) => ({
      id: r.id,
      name: r.name,
      scopes: r.scopes,
      created_by: { id: r.created_by === null ? null : Number(r.created_by), name: r.creator_name ?? null },
      created_at: r.created_at,
      last_used_at: r.last_used_at,
      expires_at: r.expires_at,
    }));
  }

  async revoke(caller: Caller, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const revoked = await this.repo.on(trx).revoke(id, new Date().toISOString());
      if (!revoked) throw notFound(coded('admin.tokenNotFound'));
      await this.activity.on(trx).record(caller, 'integration', 'revoke', id, `Revoked API token "${revoked.name}"`);
    });
  }

  /** Who a token's secret stands for now, or null; records its use. */
  async holderOf(secret: string): Promise<TokenHolder | null> {
    const now = new Date();
    const holder = await this.repo.holder(hashTokenSecret(secret), now.toISOString());
    if (!holder) return null;
    await this.repo.touch(holder.id, now);
    return holder;
  }
}

/** Whether `scopes` allow an operation needing `need`: `admin` allows all, `catalog:write` includes reading. */
export function scopesAllow(scopes: readonly TokenScope[], need: TokenScope): boolean {
  return (
    scopes.includes('admin') || scopes.includes(need) || (need === 'catalog:read' && scopes.includes('catalog:write'))
  );
}
