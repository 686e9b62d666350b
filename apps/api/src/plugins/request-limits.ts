import { coded, type Endpoint, endpoints } from '@catalog/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/errors.ts';
import { RedisBuckets } from '../lib/redis-buckets.ts';
import { type BucketRule, MemoryBuckets, type Take } from '../lib/token-bucket.ts';

/** Where the buckets are: this process's memory, or Redis shared by every instance. */
export interface Buckets {
  take(key: string): Take | Promise<Take>;
}

/**
 * The routes no limit applies to: the operations the endpoint table marks `unlimited` (health
 * probes, stored images), and the client's built files, which never change once written.
 */
const EXEMPT_ROUTES = new Set<string>(
  Object.values(endpoints as Record<string, Endpoint>)
    .filter((endpoint) => endpoint.unlimited)
    .map((endpoint) => endpoint.path),
);

function exempt(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  // @fastify/static names the file each of its routes serves.
  return EXEMPT_ROUTES.has(route.url ?? '') || (route.config as { file?: string } | undefined)?.file !== undefined;
}

/**
 * A store of @fastify/rate-limit that is a token bucket: the plugin's `max` is the burst, and it
 * reads `current` (spent tokens) and `ttl` (when to ask again) from each take.
 */
function storeOf(buckets: Buckets, rule: BucketRule) {
  return class TokenBucketStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      Promise.resolve(buckets.take(key)).then(
        (take) =>
          done(null, { current: take.allowed ? rule.burst - take.remaining : rule.burst + 1, ttl: take.waitMs }),
        (error: Error) => done(error),
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * Token buckets of `rule`: in this process's memory, or with REDIS_URL in Redis under `prefix`,
 * shared by every instance (counted in memory while Redis does not answer).
 */
export async function openBuckets(app: FastifyInstance, rule: BucketRule, prefix?: string): Promise<Buckets> {
  if (!app.config.redisUrl) return new MemoryBuckets(rule);
  const redis = new Redis(app.config.redisUrl, {
    // A request never waits for Redis to come back: it is counted in memory meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  redis.on('error', () => undefined); // reported by RedisBuckets, once per outage
  // Connected before the first request when Redis is up; counted in memory until then when not.
  await new Promise<void>((ready) => {
    const timer = setTimeout(ready, 2000);
    redis.once('ready', () => {
      clearTimeout(timer);
      ready();
    });
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return new RedisBuckets(
    redis,
    rule,
    {
      warn: (m) => app.log.warn(m),
      info: (m) => app.log.info(m),
    },
    prefix,
  );
}

/**
 * A limit on every door (docs/decisions/0135): each client address (as TRUST_PROXY reads it; an
 * IPv6 client by its /64) gets a token bucket of API_RATE_LIMIT, over the API, the pages the
 * server draws, the sitemap and the feed, asked before anything else is done. Past it the answer is
 * 429 with `Retry-After` and the `RateLimit-*` headers. With REDIS_URL the buckets are in Redis,
 * so every instance counts the same requests.
 */
export async function registerRequestLimits(app: FastifyInstance) {
  const rule = app.config.apiRateLimit;
  if (!rule) return;
  const buckets = await openBuckets(app, rule);
  await app.register(rateLimit, {
    global: false,
    max: rule.burst,
    timeWindow: 1000,
    enableDraftSpec: true,
    store: storeOf(buckets, rule),
    allowList: (request) => exempt(request),
    errorResponseBuilder: () => new HttpError(429, coded('server.tooManyRequests')),
  });
  // One hook for every request, routes and the pages the not-found handler draws alike.
  app.addHook('onRequest', app.rateLimit());
}
