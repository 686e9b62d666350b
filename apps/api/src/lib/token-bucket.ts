/** A bucket's size and how fast it fills again. */
export interface BucketRule {
  /** Tokens a full bucket holds: the requests a client may send at once. */
  burst: number;
  /** Tokens added each second, up to `burst`. */
  perSecond: number;
}

/** What one take from a bucket found. */
export interface Take {
  /** A token was there and is now spent. */
  allowed: boolean;
  /** Whole tokens left after the take. */
  remaining: number;
  /** Milliseconds until the next token (refused) or until the bucket is full again (allowed). */
  waitMs: number;
}

/** The outcome of a take on a bucket that held `tokens` (fractions included) before it. */
export function takeFrom(rule: BucketRule, tokens: number): { take: Take; tokensAfter: number } {
  if (tokens >= 1) {
    const after = tokens - 1;
    return {
      take: {
        allowed: true,
        remaining: Math.floor(after),
        waitMs: Math.ceil(((rule.burst - after) / rule.perSecond) * 1000),
      },
      tokensAfter: after,
    };
  }
  return {
    take: { allowed: false, remaining: 0, waitMs: Math.ceil(((1 - tokens) / rule.perSecond) * 1000) },
    tokensAfter: tokens,
  };
}

/**
 * Token buckets in this process's memory, one per key. A bucket that has filled up again is the
 * same as none, so it is forgotten; past `maxKeys` buckets the least recently used go first (a
 * client that rotates addresses cannot grow the map without bound).
 */
export class MemoryBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rule: BucketRule,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): Take {
    const now = this.now();
    const held = this.buckets.get(key);
    const tokens = held
      ? Math.min(this.rule.burst, held.tokens + ((now - held.at) / 1000) * this.rule.perSecond)
      : this.rule.burst;
    const { take, tokensAfter } = takeFrom(this.rule, tokens);
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokensAfter, at: now });
    if (this.buckets.size > this.maxKeys) this.forgetFull(now);
    return take;
  }

  get size() {
    return this.buckets.size;
  }

  /** Drops the buckets that are full again, then the least recently used ones past the cap. */
  private forgetFull(now: number) {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.rule.perSecond >= this.rule.burst) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys * 0.9) break;
      this.buckets.delete(key);
    }
  }
}
