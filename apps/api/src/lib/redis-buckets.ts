import type { Redis } from 'ioredis';
import { type BucketRule, MemoryBuckets, type Take, takeFrom } from './token-bucket.ts';

/**
 * One take from a bucket kept in Redis, in one step (a script runs alone), on Redis's clock so
 * instances whose clocks differ agree. The bucket is a hash of its tokens and when they were
 * counted; it expires once it would be full again, as a missing bucket is a full one.
 * KEYS[1] the bucket; ARGV burst, tokens per second. Answers the tokens before the take.
 */
const TAKE_SCRIPT = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local held = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = burst
if held[1] then
  tokens = math.min(burst, tonumber(held[1]) + (now - tonumber(held[2])) * rate / 1000)
end
local after = tokens
if tokens >= 1 then after = tokens - 1 end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.4f', after), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - after) * 1000 / rate) + 1000)
return string.format('%.4f', tokens)
`;

export interface RedisBucketsLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Token buckets shared by every instance through Redis (docs/decisions/0135). While Redis does
 * not answer, each instance counts in its own memory instead: the limit stays on, per instance,
 * and the log says so once, and once more when Redis is back.
 */
export class RedisBuckets {
  private readonly fallback: MemoryBuckets;
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly rule: BucketRule,
    private readonly log: RedisBucketsLog,
    private readonly prefix = 'catalog:rate:',
  ) {
    this.fallback = new MemoryBuckets(rule);
  }

  async take(key: string): Promise<Take> {
    try {
      const before = await this.redis.eval(TAKE_SCRIPT, 1, this.prefix + key, this.rule.burst, this.rule.perSecond);
      if (this.degraded) {
        this.degraded = false;
        this.log.info('rate limits: Redis reachable again; counters shared');
      }
      return takeFrom(this.rule, Number(before)).take;
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true;
        this.log.warn(`rate limits: Redis unreachable (${(error as Error).message}); counting per instance`);
      }
      return this.fallback.take(key);
    }
  }
}
