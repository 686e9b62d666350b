import type { Caller } from '../../lib/caller.ts';
import type { SessionTokens } from './session-token.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { UsersRepository } from './users.repository.ts';

interface SignedInUser {
  id: number;
  email: string;
  full_name: string;
  is_staff: boolean;
  session_version: number;
}

/**
 * Sessions (docs/decisions/0020, 0087): a signed token names a session row, and both are checked
 * against the database on every request, so a demoted admin, a disabled user, a token from before
 * a password reset or a signed-out session loses access on the next request.
 */
export class Sessions {
  constructor(
    private readonly users: UsersRepository,
    private readonly rows: SessionsRepository,
    private readonly tokens: SessionTokens,
  ) {}

  /** Opens a session row and signs its token. */
  async start(user: SignedInUser): Promise<string> {
    const id = await this.rows.open(user.id, new Date(Date.now() + this.tokens.ttlSeconds * 1000));
    return this.tokens.sign(user, id);
  }

  /** Sign-out: this session's token stops working. */
  end(userId: number, sessionId: string): Promise<void> {
    return this.rows.revoke(userId, sessionId);
  }

  /**
   * "Sign out everywhere": every session of the account ends. The session version moves too, the
   * same switch a password reset uses, so no token issued before now passes whatever its row says.
   */
  endAll(userId: number): Promise<void> {
    return this.users.transaction(async (trx) => {
      await this.users.on(trx).update(userId, {}, { endSessions: true });
      await this.rows.on(trx).revoke(userId);
    });
  }

  /** Who a bearer token stands for, or null when it is not, or no longer, a valid session. */
  async callerOf(token: string): Promise<Caller | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    // The session row must exist and not be revoked, in the same query as the user.
    const user = await this.users.findBySession(claims.user_id, claims.sid);
    if (!user || !user.is_active || user.is_disabled || user.session_version !== claims.ver) return null;
    return { role: user.is_staff ? 'admin' : 'user', userId: user.id, email: user.email, sessionId: claims.sid };
  }
}
