import type { InsightCounter } from '../insight/insight-counter.ts';
import { coded, type Language, type RegisterBody } from '@catalog/shared';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/repository.ts';
import type { UserRow } from '../../db/types.ts';
import { badRequest, forbidden, HttpError } from '../../lib/errors.ts';
import type { OutboxRepository } from '../../mail/outbox.repository.ts';
import {
  activationLink,
  activationMail,
  alreadyRegisteredMail,
  passwordChangedMail,
  resetLink,
  resetPasswordMail,
} from '../../mail/templates/account-mails.ts';
import { type OneTimeTokensRepository, TOKEN_TTL_MS } from './one-time-tokens.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';
import { RateLimiter } from './rate-limits.ts';
import type { Sessions } from './sessions.ts';
import { SignInAttempt } from './sign-in-limits.ts';
import { normaliseEmail, type UsersRepository } from './users.repository.ts';

/** Account rules (docs/product.md §5.4, §5.5); routes stay thin and call these. */
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: OneTimeTokensRepository,
    private readonly outbox: OutboxRepository,
    private readonly sessions: Sessions,
    private readonly limiter: RateLimiter,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly insight: InsightCounter,
  ) {}

  /**
   * A taken email is answered exactly like a new one: its owner gets a notice (or, when the
   * account was never activated, a fresh link) instead of a second account. A new account keeps
   * `language` and is mailed in it; a taken one is mailed in the language it already has.
   */
  async register(body: RegisterBody, ip: string, language: Language): Promise<void> {
    RateLimiter.throwIfBlocked(await this.limiter.hit('registrationsPerIp', ip));
    const email = normaliseEmail(body.email);
    // Hashed whether or not the email is taken, so both answers take the same time.
    const passwordHash = await hashPassword(body.password);
    const mayMail = (await this.limiter.hit('activationMailsPerEmail', email)).allowed;
    const signedUp = await this.users.transaction(async (trx) => {
      const users = this.users.on(trx);
      const created = await users.insert({
        email,
        full_name: body.full_name.trim(),
        phone: body.phone.trim(),
        company: (body.company ?? '').trim(),
        position: (body.position ?? '').trim(),
        password_hash: passwordHash,
        language,
      });
      const user = created ?? (await users.findByEmail(email));
      if (!user || !mayMail || user.is_disabled) return created !== undefined;
      if (created || !user.is_active) await this.queueActivation(trx, user);
      else
        await this.outbox
          .on(trx)
          .enqueue(alreadyRegisteredMail(user, this.link('/sign/in'), this.link('/forgot-password')));
      return created !== undefined;
    });
    if (signedUp) this.insight.add('signup');
  }

  async activate(token: string): Promise<void> {
    await this.users.transaction(async (trx) => {
      const userId = await this.tokens.on(trx).consume(token, 'activation');
      if (userId === undefined) throw badRequest(coded('account.activationInvalid'));
      await this.users.on(trx).update(userId, { is_active: 1 }, { endSessions: false });
    });
  }

  /**
   * Every failure (unknown email, wrong password) is the same 401. The attempt is counted before
   * the password is checked; past a limit the answer is 429 and no password is checked.
   */
  async login(emailInput: string, password: string, ip: string): Promise<string> {
    const email = normaliseEmail(emailInput);
    const attempt = await SignInAttempt.reserve(this.limiter, email, ip);
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) throw new HttpError(401, coded('account.badCredentials'));
    await attempt.succeeded();
    if (user.is_disabled) throw forbidden(coded('account.disabled'));
    if (!user.is_active) {
      if ((await this.limiter.hit('activationMailsPerEmail', email)).allowed) {
        await this.users.transaction((trx) => this.queueActivation(trx, user));
      }
      throw forbidden(coded('account.notActivated'));
    }
    if (passwordNeedsRehash(user.password_hash)) {
      await this.users.update(user.id, { password_hash: await hashPassword(password) }, { endSessions: false });
    }
    return this.sessions.start({ ...user, is_staff: Boolean(user.is_staff) });
  }

  /** Sign-out: the token of this session stops working at once, not when it expires. */
  async logout(userId: number, sessionId: string): Promise<void> {
    await this.sessions.end(userId, sessionId);
  }

  /** Ends every session of the account, this one included. */
  async logoutEverywhere(userId: number): Promise<void> {
    await this.sessions.endAll(userId);
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
      const user = await this.users.findByEmail(email);
      if (!user || user.is_disabled || !mayMail) return;
      await this.users.transaction(async (trx) => {
        const token = await this.tokens.on(trx).issue(user.id, 'reset', TOKEN_TTL_MS.reset);
        await this.outbox.on(trx).enqueue(resetPasswordMail(user, resetLink(this.config.publicUrl, token)));
      });
    };
  }

  /**
   * Sets the new password, ends every earlier session (session_version + 1), retires the
   * other reset links and tells the owner. The link also proves the email, so it activates.
   */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const userId = await this.tokens.peek(token, 'reset');
    if (userId === undefined) throw badRequest(coded('account.resetInvalid'));
    const passwordHash = await hashPassword(newPassword);
    const user = await this.users.transaction(async (trx) => {
      const [users, tokens] = [this.users.on(trx), this.tokens.on(trx)];
      if ((await tokens.consume(token, 'reset')) !== userId) throw badRequest(coded('account.resetInvalid'));
      await users.update(userId, { password_hash: passwordHash, is_active: 1 }, { endSessions: true });
      await tokens.retire(userId, 'reset');
      const changed = (await users.findById(userId))!;
      await this.outbox.on(trx).enqueue(passwordChangedMail(changed, this.link('/forgot-password')));
      return changed;
    });
    await this.limiter.reset('loginFailuresPerAccount', user.email);
  }

  /** Issues an activation link and queues its mail, in the caller's transaction. */
  async queueActivation(trx: Executor, user: UserRow) {
    const token = await this.tokens.on(trx).issue(user.id, 'activation', TOKEN_TTL_MS.activation);
    await this.outbox.on(trx).enqueue(activationMail(user, activationLink(this.config.publicUrl, token)));
  }

  /** Links come from PUBLIC_URL only, never from the request's Host header. */
  private link(path: string) {
    return `${this.config.publicUrl}${path}`;
  }
}
