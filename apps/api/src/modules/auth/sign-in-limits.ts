import { RateLimiter } from './rate-limits.ts';

/**
 * The counters one sign-in attempt reserves before its password is checked (docs/decisions/0021,
 * 0086): per address, per account and address, and per account. Each is one atomic upsert, so a
 * burst of concurrent attempts is counted attempt by attempt. A failure keeps its reservations;
 * a success gives them back.
 */
export class SignInAttempt {
  private constructor(
    private readonly limiter: RateLimiter,
    private readonly email: string,
    private readonly ip: string,
  ) {}

  /** Reserves the attempt, or throws 429 when one of the limits says no. */
  static async reserve(limiter: RateLimiter, email: string, ip: string): Promise<SignInAttempt> {
    const perIp = await limiter.hit('loginFailuresPerIp', ip);
    const perPair = await limiter.hit('loginFailuresPerAccountAndIp', pairKey(email, ip));
    const perAccount = await limiter.hit('loginFailuresPerAccount', email);
    RateLimiter.throwIfBlocked(perIp);
    RateLimiter.throwIfBlocked(perPair);
    // Past the account's limit, an address that has already failed on it is refused, while one
    // that has not (its owner, somewhere new) may still try: strangers cannot lock the owner out.
    if (!perAccount.allowed && perPair.count > 1) RateLimiter.throwIfBlocked(perAccount);
    return new SignInAttempt(limiter, email, ip);
  }

  /** The right password: this attempt was no failure, and this address is in good standing. */
  async succeeded(): Promise<void> {
    await this.limiter.release('loginFailuresPerIp', this.ip);
    await this.limiter.release('loginFailuresPerAccount', this.email);
    await this.limiter.reset('loginFailuresPerAccountAndIp', pairKey(this.email, this.ip));
  }
}

const pairKey = (email: string, ip: string) => `${email} ${ip}`;
