import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { MemoryBuckets } from '../src/lib/token-bucket.ts';
import { createTestApp, type TestApp, testDatabases, useTestApp } from './helpers/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIST = '/api/catalog/solution';

/** An address of the documentation ranges no other run of this file uses (the Redis counters outlive it). */
const freshAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const ask = (app: FastifyInstance, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

/** API_RATE_LIMIT parsed as the server parses it. */
const rule = (value: string) => loadConfig({ API_RATE_LIMIT: value, JWT_SECRET: 'x'.repeat(32) }).apiRateLimit;

describe('API_RATE_LIMIT', () => {
  it('is a burst of 100 and 20 a second by default, BURST/PER_SECOND when given, and 0 turns it off', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).apiRateLimit).toEqual({ burst: 100, perSecond: 20 });
    expect(rule('300/50')).toEqual({ burst: 300, perSecond: 50 });
    expect(rule('0')).toBe(false);
    expect(() => rule('lots')).toThrow(/API_RATE_LIMIT: must be BURST\/PER_SECOND/);
    expect(() => rule('100/0')).toThrow(/API_RATE_LIMIT/);
  });

  it('refills a bucket at its rate and forgets buckets past its cap', () => {
    let now = 0;
    const buckets = new MemoryBuckets({ burst: 2, perSecond: 4 }, 3, () => now);
    expect([buckets.take('a'), buckets.take('a')].map((t) => t.allowed)).toEqual([true, true]);
    const refused = buckets.take('a');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, waitMs: 250 });
    now += 250;
    expect(buckets.take('a').allowed).toBe(true);
    for (const key of ['b', 'c', 'd', 'e']) buckets.take(key);
    expect(buckets.size).toBeLessThanOrEqual(3);
  });
});

/**
 * Every door has a limit (docs/decisions/0135): a public read answers 429 with Retry-After past
 * its burst, and not before; the refill here is one token every 100 s, so the count is exact.
 */
describe.each(testDatabases)('the per-address limit of every route on %s', (kind) => {
  const t = useTestApp(kind, { apiRateLimit: rule('100/0.01') });

  it('serves a burst of 100 public reads, then answers 429 with Retry-After and RateLimit headers', async () => {
    const client = freshAddress();
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await ask(t.app, LIST, client));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(answers[0]!.headers['ratelimit-limit']).toBe('100');
    expect(answers[0]!.headers['ratelimit-remaining']).toBe('99');
    expect(answers[99]!.headers['ratelimit-remaining']).toBe('0');

    const refused = await ask(t.app, LIST, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(90);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(100);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.json()).toMatchObject({ code: 'server.tooManyRequests' });
    // The security headers are on the refusal too.
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    // The same client is refused everywhere but health, which a load balancer asks from one address.
    expect((await ask(t.app, '/api/catalog/technology', client)).statusCode).toBe(429);
    expect((await ask(t.app, '/solutions', client)).statusCode).toBe(429);
    expect((await ask(t.app, '/api/health', client)).statusCode).toBe(200);
    expect((await ask(t.app, '/api/health/ready', client)).statusCode).toBe(200);
    // Another address is served.
    expect((await ask(t.app, LIST, freshAddress())).statusCode).toBe(200);
  });
});

describe.each(testDatabases)('the limit behind a proxy on %s', (kind) => {
  const t = useTestApp(kind, {
    apiRateLimit: rule('3/0.01'),
    trustProxy: loadConfig({ TRUST_PROXY: '1', JWT_SECRET: 'x'.repeat(32) }).trustProxy,
  });

  it('counts the address the proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    const proxy = '10.20.30.40';
    const client = freshAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const forged = `203.0.113.${i + 1}`;
      statuses.push((await ask(t.app, LIST, proxy, { 'x-forwarded-for': `${forged}, ${client}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await ask(t.app, LIST, proxy, { 'x-forwarded-for': freshAddress() })).statusCode).toBe(200);
  });
});

describe.each(testDatabases)('a bucket that refills on %s', (kind) => {
  // One token a second: a loaded CI machine took over 100 ms between the three requests at 10 a second.
  const t = useTestApp(kind, { apiRateLimit: rule('2/1') });

  it('serves again once a token is back', async () => {
    const client = freshAddress();
    expect((await ask(t.app, LIST, client)).statusCode).toBe(200);
    expect((await ask(t.app, LIST, client)).statusCode).toBe(200);
    const refused = await ask(t.app, LIST, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await ask(t.app, LIST, client)).statusCode).toBe(200);
  });
});

/**
 * With REDIS_URL, instances share their counters: two apps on one database (two servers behind a
 * load balancer) take from one bucket per address. Without Redis each counts its own.
 */
describe.each(testDatabases)('two instances on %s', (kind) => {
  const instances: TestApp[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.cleanup();
  });

  const twoInstances = async (redisUrl: string | undefined) => {
    const first = await createTestApp(kind, { apiRateLimit: rule('4/0.01'), redisUrl });
    const second = await createTestApp(kind, { apiRateLimit: rule('4/0.01'), redisUrl });
    instances.push(first, second);
    return [first.app, second.app] as const;
  };

  it('share one bucket per address through Redis', async () => {
    const [a, b] = await twoInstances(REDIS_URL);
    const client = freshAddress();
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await ask(app, LIST, client)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const shared = await ask(b, LIST, client);
    expect(Number(shared.headers['retry-after'])).toBeGreaterThan(90);
  });

  it('count apart without Redis, and on their own when Redis does not answer', async () => {
    for (const redisUrl of [undefined, 'redis://127.0.0.1:9']) {
      const [a, b] = await twoInstances(redisUrl);
      const client = freshAddress();
      const statuses = [];
      for (const app of [a, b, a, b, a, b, a, b, a, b]) statuses.push((await ask(app, LIST, client)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    }
  });
});
