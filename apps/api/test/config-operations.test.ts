import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent-never-written' };

describe('operations settings', () => {
  it('keeps images in the local folder unless a bucket is named', () => {
    const config = loadConfig(base);
    expect(config.storageUrl).toBeUndefined();
    expect(config.storagePublic).toBe('api');
    expect(config.storageSweepMinutes).toBe(60);
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
    [{ METRICS: '1' }, /METRICS=1 needs METRICS_TOKEN: metrics are never public/],
    [{ METRICS: '1', METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
  ])('refuses %o at boot with a message', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
