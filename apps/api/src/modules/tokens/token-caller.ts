import { coded, type TokenScopeName } from '@catalog/shared';
import type { Caller } from '../../lib/caller.ts';
import { forbidden } from '../../lib/errors.ts';
import type { TokenHolder } from './api-tokens.repository.ts';
import { scopesAllow } from './api-tokens.service.ts';

/**
 * The caller an API token stands for on a route needing `need` (define-route.ts), or a 403 with
 * the scope it lacks. It reads as a signed-in user unless it may write the catalogue or is on an
 * admin route its scopes allow, where it acts as its creator, an admin, would.
 */
export function tokenCaller(holder: TokenHolder, need: TokenScopeName | 'none' | null | undefined): Caller {
  if (need === 'none') throw forbidden(coded('admin.tokenNotForAccounts'));
  if (need && !scopesAllow(holder.scopes, need)) throw forbidden(coded('admin.tokenScope', { scope: need }));
  const actsAsAdmin =
    (need != null && need !== 'catalog:read') ||
    holder.scopes.includes('admin') ||
    holder.scopes.includes('catalog:write');
  return {
    role: actsAsAdmin ? 'admin' : 'user',
    userId: holder.userId,
    email: holder.email,
    sessionId: null,
    token: { id: holder.id, scopes: holder.scopes },
  };
}
