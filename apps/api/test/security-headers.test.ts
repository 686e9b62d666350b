import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from '../src/plugins/security.ts';
import { nextIp } from './helpers/accounts.ts';
import { createTestApp, testDatabases, useTestApp } from './helpers/test-app.ts';

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe.each(testDatabases)('security headers on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(['/api/health', '/', '/solutions', '/api/nope'])('%s carries the CSP and the other headers', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      'connect-src': ["'self'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'media-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no CORS headers when CORS_ORIGIN is not set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the API docs page and its scripts load under the CSP (same origin only)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      // Same-origin paths only, which script-src 'self' allows; no inline script.
      expect(src).toMatch(/^\/api\/docs\//);
      const js = await t.app.inject({ method: 'GET', url: src });
      expect(js.statusCode).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>[^<]/);
  });

  it('refuses an oversized account form with 413 before hashing anything', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: 'a@example.com', password: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'server.bodyTooLarge', params: {} });
  });
});

describe('CORS when configured', () => {
  const t = useTestApp('sqlite', { corsOrigin: 'https://catalog.example, https://admin.example/' });

  it('allows the configured origins only', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://admin.example', 'access-control-request-method': 'POST' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://admin.example');
    expect(String(ok.headers['access-control-allow-headers'])).toContain('authorization');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CSP over https', () => {
  it('asks browsers to upgrade insecure requests only when PUBLIC_URL is https', async () => {
    const t = await createTestApp('sqlite', { publicUrl: 'https://catalog.example' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await t.cleanup();
    }
  });
});

describe('request log lines', () => {
  it('blank the one-time tokens that travel in query strings', () => {
    expect(redactUrl('/api/auth/activate?activation_token=abc123')).toBe(
      '/api/auth/activate?activation_token=[redacted]',
    );
    expect(redactUrl('/api/auth/reset-password?x=1&reset_token=abc&y=2')).toBe(
      '/api/auth/reset-password?x=1&reset_token=[redacted]&y=2',
    );
    expect(redactUrl('/api/notifications/unsubscribe?token=abc')).toBe(
      '/api/notifications/unsubscribe?token=[redacted]',
    );
    expect(redactUrl('/api/catalog/solution?page=2')).toBe('/api/catalog/solution?page=2');
    expect(logSerializers.req({ method: 'GET', url: '/activate?token=secret', ip: '10.0.0.1' })).toMatchObject({
      url: '/activate?token=[redacted]',
      remoteAddress: '10.0.0.1',
    });
  });
});
