import { AUTH_MESSAGES, type Profile, type RegisterBody } from '@catalog/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/types.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import {
  activationLink,
  activationMail,
  alreadyRegisteredMail,
  passwordChangedMail,
  resetLink,
  resetPasswordMail,
} from '../../mail/templates/account-mails.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../plugins/errors.ts';
import { consumeToken, issueToken, peekToken, retireTokens, TOKEN_TTL_MS } from './one-time-tokens.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';
import { RateLimiter } from './rate-limits.ts';
import type { SessionTokens } from './session-token.ts';
import { endAllSessions, endSession, startSession } from './sessions.ts';
import { SignInAttempt } from './sign-in-limits.ts';
import {
  activateUser,
  type Executor,
  findUserByEmail,
  findUserById,
  insertUser,
  normaliseEmail,
  replaceHash,
  setPassword,
} from './users.repository.ts';

/** Account rules (docs/product.md §5.4, §5.5); routes stay thin and call these. */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionTokens,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * A taken email is answered exactly like a new one: its owner gets a notice (or, when the
   * account was never activated, a fresh link) instead of a second account.
   */
  async register(body: RegisterBody, ip: string): Promise<void> {
    RateLimiter.throwIfBlocked(await this.limiter.hit('registrationsPerIp', ip));
    const email = normaliseEmail(body.email);
    // Hashed whether or not the email is taken, so both answers take the same time.
    const passwordHash = await hashPassword(body.password);
    const mayMail = (await this.limiter.hit('activationMailsPerEmail', email)).allowed;
    await this.db.kysely.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        email,
        full_name: body.full_name.trim(),
        phone: body.phone.trim(),
        company: (body.company ?? '').trim(),
        position: (body.position ?? '').trim(),
        password_hash: passwordHash,
      });
      const user = created ?? (await findUserByEmail(trx, email));
      if (!user || !mayMail || user.is_disabled) return;
      if (created || !user.is_active) await this.queueActivation(trx, user);
      else await enqueueMail(trx, alreadyRegisteredMail(user, this.link('/sign/in'), this.link('/forgot-password')));
    });
  }

  async activate(token: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      const userId = await consumeToken(trx, token, 'activation');
      if (userId === undefined) throw badRequest(AUTH_MESSAGES.activationInvalid);
      await activateUser(trx, userId);
    });
  }

  /**
   * Every failure (unknown email, wrong password) is the same 401. The attempt is counted before
   * the password is checked; past a limit the answer is 429 and no password is checked.
   */
  async login(emailInput: string, password: string, ip: string): Promise<string> {
    const email = normaliseEmail(emailInput);
    const attempt = await SignInAttempt.reserve(this.limiter, email, ip);
    const user = await findUserByEmail(this.db.kysely, email);
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) throw new HttpError(401, AUTH_MESSAGES.badCredentials);
    await attempt.succeeded();
    if (user.is_disabled) throw forbidden(AUTH_MESSAGES.disabled);
    if (!user.is_active) {
      if ((await this.limiter.hit('activationMailsPerEmail', email)).allowed) {
        await this.db.kysely.transaction().execute((trx) => this.queueActivation(trx, user));
      }
      throw forbidden(AUTH_MESSAGES.notActivated);
    }
    if (passwordNeedsRehash(user.password_hash)) {
      await replaceHash(this.db.kysely, user.id, await hashPassword(password));
    }
    return startSession(this.db.kysely, this.sessions, { ...user, is_staff: Boolean(user.is_staff) });
  }

  /** Sign-out: the token of this session stops working at once, not when it expires. */
  async logout(userId: number, sessionId: string): Promise<void> {
    await endSession(this.db.kysely, userId, sessionId);
  }

  /** Ends every session of the account, this one included. */
  async logoutEverywhere(userId: number): Promise<void> {
    await endAllSessions(this.db.kysely, userId);
  }

  async profile(userId: number): Promise<Profile> {
    const user = await findUserById(this.db.kysely, userId);
    if (!user) throw unauthorized();
    return {
      user_id: user.id,
      full_name: user.full_name,
      email: user.email,
      company: user.company,
      phone: user.phone,
      position: user.position,
      is_staff: Boolean(user.is_staff),
    };
  }

  /**
   * The same answer for every email, in the same time: only the per-address limit is settled
   * before the answer; the returned job (run after it, lib/after-answer.ts) looks the email up
   * and mails a link to a known, enabled account within its limit (docs/decisions/0089).
   */
  async forgotPassword(emailInput: string, ip: string): Promise<() => Promise<void>> {
    RateLimiter.throwIfBlocked(await this.limiter.hit('forgotRequestsPerIp', ip));
    const email = normaliseEmail(emailInput);
    return async () => {
      const mayMail = (await this.limiter.hit('resetMailsPerEmail', email)).allowed;
      const user = await findUserByEmail(this.db.kysely, email);
      if (!user || user.is_disabled || !mayMail) return;
      await this.db.kysely.transaction().execute(async (trx) => {
        const token = await issueToken(trx, user.id, 'reset', TOKEN_TTL_MS.reset);
        await enqueueMail(trx, resetPasswordMail(user, resetLink(this.config.publicUrl, token)));
      });
    };
  }

  /**
   * Sets the new password, ends every earlier session (session_version + 1), retires the
   * other reset links and tells the owner. The link also proves the email, so it activates.
   */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const userId = await peekToken(this.db.kysely, token, 'reset');
    if (userId === undefined) throw badRequest(AUTH_MESSAGES.resetInvalid);
    const passwordHash = await hashPassword(newPassword);
    const user = await this.db.kysely.transaction().execute(async (trx) => {
      if ((await consumeToken(trx, token, 'reset')) !== userId) throw badRequest(AUTH_MESSAGES.resetInvalid);
      await setPassword(trx, userId, passwordHash, { activate: true });
      await retireTokens(trx, userId, 'reset');
      const changed = (await findUserById(trx, userId))!;
      await enqueueMail(trx, passwordChangedMail(changed, this.link('/forgot-password')));
      return changed;
    });
    await this.limiter.reset('loginFailuresPerAccount', user.email);
  }

  private async queueActivation(trx: Executor, user: UserRow) {
    const token = await issueToken(trx, user.id, 'activation', TOKEN_TTL_MS.activation);
    await enqueueMail(trx, activationMail(user, activationLink(this.config.publicUrl, token)));
  }

  /** Links come from PUBLIC_URL only, never from the request's Host header. */
  private link(path: string) {
    return `${this.config.publicUrl}${path}`;
  }
}
