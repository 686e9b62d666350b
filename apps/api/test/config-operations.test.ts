import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from '../src/config.ts';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent-never-written' };

describe('operations settings', () => {
  it('keeps images in the local folder unless a bucket is named', () => {
    const config = loadConfig(base);
    expect(config.storageUrl).toBeUndefined();
    expect(config.storagePublic).toBe('api');
    expect(config.storageSweepMinutes).toBe(60);
  });

  it('takes the outbox claim time in seconds', () => {
    expect(loadConfig({ ...base, MAIL_CLAIM_SECONDS: '5' }).mailClaimMs).toBe(5000);
  });

  it('takes a bucket and redirect serving', () => {
    const config = loadConfig({ ...base, STORAGE_URL: 's3://pics/site?region=eu-west-1', STORAGE_PUBLIC: 'redirect' });
    expect(config.storageUrl).toBe('s3://pics/site?region=eu-west-1');
    expect(config.storagePublic).toBe('redirect');
  });

  it.each([
    [{ STORAGE_URL: 'https://pics.example/' }, /STORAGE_URL: must look like s3:\/\/bucket\/prefix/],
    [{ STORAGE_URL: 's3://pics?zone=1' }, /STORAGE_URL: unknown setting zone/],
    [{ STORAGE_PUBLIC: 'redirect' }, /STORAGE_PUBLIC=redirect needs STORAGE_URL/],
    [{ STORAGE_PUBLIC: 'cdn' }, /STORAGE_PUBLIC/],
    [{ STORAGE_SWEEP_MINUTES: '-1' }, /STORAGE_SWEEP_MINUTES/],
    [{ MAIL_CLAIM_SECONDS: '4' }, /MAIL_CLAIM_SECONDS/],
    [{ MAIL_CLAIM_SECONDS: '3601' }, /MAIL_CLAIM_SECONDS/],
    [{ METRICS: '1' }, /METRICS=1 needs METRICS_TOKEN: metrics are never public/],
    [{ METRICS: '1', METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Admin#Pass1' }, /ADMIN_EMAIL: must be an email address/],
    [{ ADMIN_EMAIL: 'ok@example.com', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD: must be at least 8 characters/],
    [{ ADMIN_EMAIL: 'ok@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD go together/],
  ])('refuses %o at boot with a message', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('the configuration schema', () => {
  it('reads only variables the README documents, and the README documents no other', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Accounts and roles'));
    const documented = [...section.matchAll(/^\| (.+?) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]),
    );
    expect(documented.sort()).toEqual(Object.keys(configSchema.in.shape).sort());
  });

  it('gives every default itself, so an empty environment is a working configuration', () => {
    const config = loadConfig({ DATA_DIR: base.DATA_DIR, JWT_SECRET: base.JWT_SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/catalog.db',
      publicUrl: 'http://localhost:3000',
      jwtTtlSeconds: 43200,
      smtpUrl: undefined,
      catalogCacheBytes: 32 * 1024 * 1024,
      trustProxy: false,
      logLevel: 'info',
      metrics: false,
      mailPollMs: 1000,
      mailClaimMs: 120_000,
    });
  });
});
