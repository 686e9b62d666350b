import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { configSchema, loadConfig, readEnvFile } from '../src/config.ts';

const EXAMPLE = new URL('../../../.env.example', import.meta.url);
const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent-never-written' };

/** Settings from a file (docs/decisions/0137): `.env` is read at start, the environment wins. */
describe('.env', () => {
  const touched = ['LOG_LEVEL', 'CATALOG_CACHE_MB', 'SALES_EMAIL'];
  const saved = Object.fromEntries(touched.map((k) => [k, process.env[k]]));
  const dir = mkdtempSync(join(tmpdir(), 'catalog-env-'));
  afterEach(() => {
    for (const key of touched) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it('is read when it exists, and a variable of the environment wins over it', () => {
    const file = join(dir, '.env');
    writeFileSync(file, '# a comment\nLOG_LEVEL=debug\nCATALOG_CACHE_MB=7\nSALES_EMAIL="Sales <sales@example.com>"\n');
    process.env.LOG_LEVEL = 'warn';
    delete process.env.CATALOG_CACHE_MB;
    delete process.env.SALES_EMAIL;
    expect(readEnvFile(file)).toBe(file);
    const config = loadConfig({ ...process.env, ...base });
    expect(config.logLevel).toBe('warn');
    expect(config.catalogCacheBytes).toBe(7 * 1024 * 1024);
    expect(config.salesEmail).toBe('Sales <sales@example.com>');
  });

  it('is not needed: without one nothing is read', () => {
    expect(readEnvFile(join(dir, 'missing.env'))).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('.env.example', () => {
  const text = readFileSync(EXAMPLE, 'utf8');

  it('names every variable of the configuration', () => {
    const named = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(named)].sort()).toEqual(Object.keys(configSchema.in.shape).sort());
  });

  it('gives each variable it sets its default, so copying it to .env changes nothing', () => {
    const set = parseEnv(text);
    expect(Object.keys(set).length).toBeGreaterThan(15);
    expect(loadConfig({ ...set, ...base })).toEqual(loadConfig(base));
  });
});
