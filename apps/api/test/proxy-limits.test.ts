import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { LIMITS } from '../src/modules/auth/rate-limits.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const PROXY = '10.20.30.40';

/**
 * Behind one proxy (TRUST_PROXY=1), the client address is the one the proxy appended to
 * X-Forwarded-For; whatever the client wrote there itself does not move it (docs/decisions/0021).
 */
describe.each(testDatabases)('per-address limits behind a proxy on %s', (kind) => {
  const t = useTestApp(kind, {
    trustProxy: loadConfig({ TRUST_PROXY: '1', JWT_SECRET: 'x'.repeat(32) }).trustProxy,
  });

  const viaProxy = (client: string, forged: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: PROXY,
      // The proxy appends the address it saw to whatever the client sent.
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
      payload: { email, password: 'Wrong#2026x' },
    });

  it('counts a client that rotates its own X-Forwarded-For as one address', async () => {
    const client = '203.0.113.7';
    const { max } = LIMITS.loginFailuresPerIp;
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const forged = `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      statuses.push((await viaProxy(client, forged, `rotating${i}.${kind}@example.com`)).statusCode);
    }
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    // Another client behind the same proxy is not affected.
    expect((await viaProxy('203.0.113.8', '203.0.113.7', `neighbour.${kind}@example.com`)).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(32) }).trustProxy;

  it('takes a hop count, a list of proxy addresses, or off', () => {
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16')).toBe('10.0.0.5, 10.1.0.0/16');
  });

  it('refuses "trust every hop" with a message that says what to give', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY: must be 0, the number of proxies in front/);
    expect(() => trust('somewhere')).toThrow(/TRUST_PROXY/);
  });
});
