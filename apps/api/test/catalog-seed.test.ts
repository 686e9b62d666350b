import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DETAIL_ALLOWED_TAGS } from '@catalog/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { seedDemoIfWanted } from '../src/db/seed/seed.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { createTestApp, testDatabases, useTestApp } from './helpers/test-app.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

interface Card {
  id: number;
  name: string;
}

describe.each(testDatabases)('demo catalogue seed on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let seedMs = 0;

  beforeAll(async () => {
    const started = Date.now();
    await seedDemoIfWanted(t.db, { ...t.config, seedDemo: undefined });
    seedMs = Date.now() - started;
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
  }, 120_000);

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const lookup = async (path: string) =>
    (await get(`/api/catalog/${path}`)).json().data as Array<{ id: number | string; name: string }>;
  const allSolutions = async (): Promise<Card[]> =>
    (await get('/api/catalog/solution?page_size=100', admin)).json().data;

  it('loads at least 30 solutions over every status, industry, technology and contributor', async () => {
    console.info(`demo seed on ${kind}: ${seedMs} ms`);
    const body = (await get('/api/catalog/solution?page_size=100&facets=1', admin)).json();
    expect(body.pagination.total).toBeGreaterThanOrEqual(30);
    const used = (group: string) => new Set(body.facets[group].map((f: { id: number | string }) => f.id));
    for (const [group, path] of [
      ['status', 'solution_status'],
      ['industry_group', 'industry'],
      ['technology', 'technology'],
      ['contributor', 'contributor'],
      ['pattern_of_use', 'pattern_of_use'],
    ] as const) {
      const options = await lookup(path);
      expect(options.length, path).toBeGreaterThanOrEqual(group === 'status' ? 6 : 7);
      for (const option of options) expect(used(group).has(option.id), `${path} ${option.name}`).toBe(true);
    }
  });

  it('has realistic lookups: ArcGIS products with logos, Indonesian sectors and industries', async () => {
    const products = await lookup('arcgis_product');
    const names = products.map((p) => p.name);
    for (const name of [
      'ArcGIS Pro',
      'ArcGIS Online',
      'ArcGIS Enterprise',
      'ArcGIS Field Maps',
      'ArcGIS Survey123',
      'ArcGIS Dashboards',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.length).toBeGreaterThanOrEqual(18);
    for (const p of products as unknown as Array<{ image: string }>) {
      expect(p.image).toMatch(/^\/uploads\//);
      const res = await get(p.image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    }
    expect((await lookup('sector')).map((s) => s.name)).toContain('Public Sector (Pemerintahan)');
    expect((await lookup('industry')).map((s) => s.name)).toContain('Disaster Management (BNPB)');
  });

  it('gives every solution rich text within the detail allow-list, creators, hardware and at least one image', async () => {
    const tagPattern = /<\/?([a-zA-Z0-9]+)/g;
    let withVideo = 0;
    let withStory = 0;
    for (const card of await allSolutions()) {
      const s = (await get(`/api/catalog/solution/${card.id}`, admin)).json().data;
      for (const field of ['description', 'benefit', 'feature', 'challenge']) {
        expect(s[field].length, `${s.name} ${field}`).toBeGreaterThan(20);
        for (const [, tag] of s[field].matchAll(tagPattern)) expect(DETAIL_ALLOWED_TAGS).toContain(tag.toLowerCase());
      }
      expect(s.creator).toMatch(/\w/);
      expect(s.contributor).not.toBeNull();
      expect(s.sector).not.toBeNull();
      expect(s.industry.length).toBeGreaterThan(0);
      expect(s.technology.length).toBeGreaterThan(0);
      expect(s.arcgis_product.length).toBeGreaterThan(0);
      expect(s.hardware.cpu_core).toBeGreaterThan(0);
      expect(s.hardware.ram).toBeGreaterThan(0);
      expect(s.images.length).toBeGreaterThan(0);
      expect(s.image_url).toBe(s.images[0].thumbnail_url);
      if (s.video_url) {
        expect(s.video_url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/);
        withVideo += 1;
      }
      if (s.storymap_url) withStory += 1;
    }
    expect(withVideo).toBeGreaterThan(3);
    expect(withStory).toBeGreaterThan(3);
  });

  it('serves every image and thumbnail with the right type and cache headers', async () => {
    const rows = await t.db.kysely
      .selectFrom('solution_images')
      .select(['storage_key', 'thumbnail_key', 'width', 'height'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) {
      const full = await get(`/uploads/${row.storage_key}`);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(full.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(full.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', row.width, row.height]);

      const thumb = await get(`/uploads/${row.thumbnail_key}`);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const tmeta = await sharp(thumb.rawPayload).metadata();
      expect(tmeta.format).toBe('webp');
      expect(tmeta.width).toBe(640);
    }
  });

  it('indexes the plain text of the rich fields for search', async () => {
    const rows = await t.db.kysely.selectFrom('solutions').select(['search_text']).execute();
    for (const r of rows) {
      expect(r.search_text.length).toBeGreaterThan(50);
      expect(r.search_text).not.toMatch(/[<>]/);
    }
    const found = (await get('/api/catalog/solution?search=flood')).json();
    expect(found.data[0].name).toMatch(/Flood/);
  });

  it('does not seed twice: unset on a non-empty database, or on again, adds nothing', async () => {
    const count = async () =>
      (
        await t.db.kysely
          .selectFrom('solutions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const filesBefore = (await t.app.storage.list()).length;
    await seedDemoIfWanted(t.db, { ...t.config, seedDemo: undefined });
    await seedDemoIfWanted(t.db, { ...t.config, seedDemo: true });
    expect(Number(await count())).toBe(before);
    expect((await t.app.storage.list()).length).toBe(filesBefore);

    // `npm run seed` takes the same path against the configured database and says what it added.
    const run = spawnSync('npm', ['run', '--silent', 'seed'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: t.url,
        UPLOAD_DIR: t.config.uploadDir,
        DATA_DIR: t.dir,
        JWT_SECRET: 'x'.repeat(32),
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Demo catalogue: 0 solutions added, 0 image files written \(in \d+\.\d s\)$/m);
    expect(Number(await count())).toBe(before);
    expect((await t.app.storage.list()).length).toBe(filesBefore);
  });
});

describe.each(testDatabases)('demo seed switched off on %s', (kind) => {
  it('leaves an empty database empty when SEED_DEMO is off', async () => {
    const t = await createTestApp(kind);
    try {
      await seedDemoIfWanted(t.db, { ...t.config, seedDemo: false });
      expect(await t.db.kysely.selectFrom('solutions').select('id').execute()).toEqual([]);
      expect(await t.db.kysely.selectFrom('arcgis_products').select('id').execute()).toEqual([]);
    } finally {
      await t.cleanup();
    }
  });
});

// Several instances share a PostgreSQL database; a SQLite file belongs to one (README, "Scaling").
describe.each(testDatabases.filter((kind) => kind === 'postgres'))(
  'two instances starting on one empty %s database',
  (kind) => {
    it('seed the demo catalogue once between them', async () => {
      const t = await createTestApp(kind);
      const other = openDatabase(t.url);
      try {
        const firstStart = { ...t.config, seedDemo: undefined };
        const outcomes = await Promise.all([seedDemoIfWanted(t.db, firstStart), seedDemoIfWanted(other, firstStart)]);
        const seeded = outcomes.find((o) => o.solutions > 0);
        expect(seeded?.solutions).toBeGreaterThanOrEqual(30);
        expect(outcomes).toContainEqual({ solutions: 0, images: 0 });
        const solutions = await t.db.kysely.selectFrom('solutions').select('name').execute();
        expect(solutions).toHaveLength(seeded!.solutions);
        expect(new Set(solutions.map((s) => s.name)).size).toBe(solutions.length);
        // The instance that did not seed stored no pictures of its own.
        expect(await t.app.storage.list()).toHaveLength(seeded!.images);
      } finally {
        await other.close();
        await t.cleanup();
      }
    }, 120_000);
  },
);
