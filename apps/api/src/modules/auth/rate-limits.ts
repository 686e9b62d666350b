import { createHash } from 'node:crypto';
import { HttpError } from '../../lib/errors.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';
import { type CodedMessage, coded } from '@catalog/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * The account and enquiry limits, counted in the database (rate_limit_counters) so that every
 * instance behind a load balancer shares them. Fixed windows: simple, and exact enough for abuse
 * control.
 */
export const LIMITS = {
  /** Failed sign-ins from one address (many accounts from one source). */
  loginFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins on one email address, from anywhere. Past it, only addresses that have not
   * failed on this account in the window may still try (docs/decisions/0086).
   */
  loginFailuresPerAccount: { max: 100, windowMs: HOUR },
  /** Failed sign-ins on one account from one address. */
  loginFailuresPerAccountAndIp: { max: 10, windowMs: HOUR },
  /** Activation (and "already registered") mails to one address. */
  activationMailsPerEmail: { max: 3, windowMs: HOUR },
  /** Password reset mails to one address. */
  resetMailsPerEmail: { max: 3, windowMs: HOUR },
  registrationsPerIp: { max: 20, windowMs: HOUR },
  forgotRequestsPerIp: { max: 30, windowMs: HOUR },
  /** Enquiries sent by one account, so one signed-in user cannot flood the sales inbox. */
  enquiriesPerAccount: { max: 10, windowMs: HOUR },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export interface LimitState {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

// Emails are hashed in keys: the counter table need not hold anyone's address.
export const limitKey = (name: LimitName, subject: string) =>
  `${name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;

export class RateLimiter {
  private lastPurge = 0;

  constructor(private readonly counters: RateLimitRepository) {}

  /**
   * Counts one event; `allowed` is false once the count is past the limit. The count is taken
   * before the work it guards, in one statement, so concurrent requests cannot all slip under
   * the limit by reading the same count.
   */
  async hit(name: LimitName, subject: string): Promise<LimitState> {
    const limit = LIMITS[name];
    const now = new Date();
    await this.purgeNow(now);
    const c = await this.counters.increment(limitKey(name, subject), limit.windowMs, now);
    return this.state(limit, c.count, c.windowStart, now, c.count <= limit.max);
  }

  /** Gives back an event counted by `hit` that turned out not to count (a sign-in that succeeded). */
  async release(name: LimitName, subject: string): Promise<void> {
    await this.counters.decrement(limitKey(name, subject));
  }

  async reset(name: LimitName, subject: string): Promise<void> {
    await this.counters.delete(limitKey(name, subject));
  }

  /** A 429 with Retry-After when the event is not allowed. */
  static throwIfBlocked(state: LimitState, message: CodedMessage = coded('server.tooManyAttempts')) {
    if (!state.allowed) {
      throw new HttpError(429, message, undefined, {
        'retry-after': String(state.retryAfter),
      });
    }
  }

  private state(limit: Limit, count: number, windowStart: string, now: Date, allowed: boolean): LimitState {
    const ends = Date.parse(windowStart) + limit.windowMs;
    return { allowed, count, retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
  }

  // At most every ten minutes, per instance: old windows are dead weight.
  private async purgeNow(now: Date) {
    if (now.getTime() - this.lastPurge < 10 * MINUTE) return;
    this.lastPurge = now.getTime();
    const longest = Math.max(...Object.values(LIMITS).map((l) => l.windowMs));
    await this.counters.deleteOlderThan(new Date(now.getTime() - longest));
  }
}
