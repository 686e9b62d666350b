import { solutionListQuery } from '@catalog/shared';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { CatalogIndexHolder } from '../src/modules/solutions/catalog-index/catalog-index-holder.ts';
import {
  CatalogIndexRepository,
  type TextSink,
} from '../src/modules/solutions/catalog-index/catalog-index.repository.ts';
import { topRanked } from '../src/modules/solutions/catalog-index/top-ranked.ts';
import { SolutionsService } from '../src/modules/solutions/solutions.service.ts';
import type { Caller } from '../src/lib/caller.ts';
import { buildRepositories } from '../src/services.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { testConfig, testDatabases, useTestApp } from './helpers/test-app.ts';

describe('topRanked', () => {
  it('returns the k best candidates in rank-then-id order, as a full sort would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rank: fc.constantFrom(0.5, 1, 1.5, 2), id: fc.integer({ min: 1, max: 1000 }) }), {
          maxLength: 60,
        }),
        fc.integer({ min: 0, max: 70 }),
        (raw, k) => {
          const candidates = [...new Map(raw.map((c) => [c.id, c])).values()];
          const expected = [...candidates]
            .sort((a, b) => b.rank - a.rank || b.id - a.id)
            .slice(0, k)
            .map((c) => c.id);
          const best = topRanked(k, (offer) => candidates.forEach((c) => offer(c.rank, c.id)));
          expect(best).toEqual(expected);
        },
      ),
    );
  });
});

/** The arguments the composition root makes a CatalogIndexRepository with. */
const indexRepositoryArgs = (db: Db) => {
  const r = buildRepositories(db);
  return [db.kysely, db.dialect, r.catalogVersion, db.sqlite] as const;
};

/** The index's reads, counted. */
class CountingRepository extends CatalogIndexRepository {
  snapshots = 0;
  changeReads = 0;
  override snapshot(text: TextSink) {
    this.snapshots++;
    return super.snapshot(text);
  }
  override changesSince(since: number, maxChanged: number) {
    this.changeReads++;
    return super.changesSince(since, maxChanged);
  }
}

/** A patch that reads the real database only once the test opens the gate. */
class GatedRepository extends CatalogIndexRepository {
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;
  close() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release() {
    this.open();
  }
  override async changesSince(since: number, maxChanged: number) {
    await this.gate;
    return super.changesSince(since, maxChanged);
  }
}

const VISITOR: Caller = { role: 'visitor', userId: null, email: null, sessionId: null };

describe.each(testDatabases)('catalogue index on %s', (kind) => {
  const t = useTestApp(kind, { catalogCacheBytes: 0 });
  let second: { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    // A second server process on the same database: its own connection, index and caches.
    const db = openDatabase(t.url);
    const app = await buildApp({ config: testConfig(t.dir, { catalogCacheBytes: 0 }), db });
    await app.ready();
    second = { app, db };
  });
  afterAll(async () => {
    await second.app.close();
    await second.db.close();
  });

  const list = async (app: FastifyInstance, query = '') =>
    (await app.inject({ url: `/api/catalog/solution?facets=1&page_size=100${query}` })).json();

  it('shows a write made through one instance on the next request of every instance', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const [tech] = await f.lookups('technologies', ['Lidar']);
    await f.solution({ name: 'Coastal Lidar', technologyIds: [tech!] });
    expect((await list(second.app)).pagination.total).toBe(1);
    expect((await list(t.app)).pagination.total).toBe(1);

    // Written by the other instance's connection.
    await new CatalogFixtures(second.db.kysely).solution({ name: 'Reef Lidar', technologyIds: [tech!] });
    for (const app of [t.app, second.app]) {
      const body = await list(app, '&order_by=name');
      expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Coastal Lidar', 'Reef Lidar']);
      expect(body.facets.technology).toEqual([{ id: tech, count: 2 }]);
    }

    await t.db.kysely
      .updateTable('solutions')
      .set({ status: 'development' })
      .where('name', '=', 'Reef Lidar')
      .execute();
    for (const app of [t.app, second.app]) {
      const body = await list(app, '&search=lidar');
      expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Coastal Lidar']);
      expect(body.facets.technology).toEqual([{ id: tech, count: 1 }]);
    }
  });

  it('lets concurrent requests share one build, patches a write in, and searches once per text and version', async () => {
    const counting = new CountingRepository(...indexRepositoryArgs(t.db));
    const holder = new CatalogIndexHolder(counting);
    const version = await buildRepositories(t.db).catalogVersion.current();
    const indexes = await Promise.all(Array.from({ length: 8 }, () => holder.at(version)));
    expect(counting.snapshots).toBe(1);
    expect(new Set(indexes).size).toBe(1);
    expect(indexes[0]!.version).toBe(version);

    // A search is asked of the index once per text and version, then remembered.
    const first = holder.hits(indexes[0]!, ['lidar']);
    expect(holder.hits(indexes[0]!, ['lidar'])).toBe(first);
    expect(holder.hits(indexes[0]!, ['coastal'])).not.toBe(first);
    const size = first.size;

    await new CatalogFixtures(t.db.kysely).solution({ name: 'Forest Lidar' });
    const latest = await buildRepositories(t.db).catalogVersion.current();
    const newer = await Promise.all(Array.from({ length: 4 }, () => holder.at(latest)));
    // Patched in place from the record of changes: no second snapshot, one patch for all four.
    expect(counting.snapshots).toBe(1);
    expect(counting.changeReads).toBe(1);
    expect(holder.builds).toBe(1);
    expect(holder.patches).toBe(1);
    expect(holder.lastPatch).toMatchObject({ from: version, version: latest, changed: 1 });
    expect(newer[0]).toBe(indexes[0]);
    expect(newer[0]!.version).toBe(latest);
    const hits = holder.hits(newer[0]!, ['lidar']);
    expect(hits).not.toBe(first);
    expect(hits.size).toBe(size + 1);
    // An older version is answered by the newer index without reading anything.
    expect(await holder.at(version)).toBe(newer[0]);
    expect(counting.changeReads).toBe(1);
  });

  it('rebuilds when something other than solutions changed, and waits for it', async () => {
    const counting = new CountingRepository(...indexRepositoryArgs(t.db));
    const holder = new CatalogIndexHolder(counting);
    const versions = buildRepositories(t.db).catalogVersion;
    await holder.at(await versions.current());
    const [tech] = await new CatalogFixtures(t.db.kysely).lookups('technologies', ['Sonar']);
    await new CatalogFixtures(t.db.kysely).solution({ name: 'Sonar Survey', technologyIds: [tech!] });
    await holder.at(await versions.current());
    // The new technology is a version with no solution recorded: only a rebuild can hold it.
    expect(holder.builds).toBe(2);
    expect(holder.patches).toBe(0);
    await t.db.kysely.updateTable('technologies').set({ name: 'Sonars' }).where('id', '=', tech!).execute();
    const index = await holder.at(await versions.current());
    expect(holder.builds).toBe(3);
    expect(index.labels.technology.names).toContain('Sonars');
  });

  it('answers a listing from the index only: it waits for the patch of a write rather than asking SQL', async () => {
    const gated = new GatedRepository(...indexRepositoryArgs(t.db));
    const holder = new CatalogIndexHolder(gated);
    const r = buildRepositories(t.db);
    const service = new SolutionsService(r.solutions, r.catalogVersion, holder);
    const query = solutionListQuery.parse({ facets: '1', page_size: '100' });
    const search = solutionListQuery.parse({ search: 'harbor', facets: '1' });
    const indexed = await holder.at(await service.catalogVersion());
    const before = await service.list(VISITOR, query);

    gated.close();
    await new CatalogFixtures(t.db.kysely).solution({ name: 'Harbour Lidar' });
    let listed = false;
    let searched = false;
    const listing = service.list(VISITOR, query).finally(() => (listed = true));
    const searching = service.list(VISITOR, search).finally(() => (searched = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // No other path answers meanwhile: both wait for the patch.
    expect(listed).toBe(false);
    expect(searched).toBe(false);

    gated.release();
    const during = await listing;
    expect(during.pagination.total).toBe(before.pagination.total + 1);
    expect(during.data.map((s) => s.name)).toContain('Harbour Lidar');
    // "harbor" is one edit from "harbour": the engine's answer, with the write.
    expect((await searching).data.map((s) => s.name)).toContain('Harbour Lidar');
    expect(await holder.at(await service.catalogVersion())).toBe(indexed);
    expect(holder.builds).toBe(1);
    expect(holder.patches).toBe(1);
  });

  it('lets another instance patch in a write it did not make, from the record of changes', async () => {
    const here = new CatalogIndexHolder(new CatalogIndexRepository(...indexRepositoryArgs(t.db)));
    const there = new CatalogIndexHolder(new CatalogIndexRepository(...indexRepositoryArgs(second.db)));
    const versions = buildRepositories(t.db).catalogVersion;
    await here.at(await versions.current());
    await there.at(await versions.current());
    const id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Tidal Gauge', description: 'estuary' });
    await t.db.kysely.updateTable('solutions').set({ status: 'development' }).where('id', '=', id).execute();
    const version = await buildRepositories(second.db).catalogVersion.current();
    for (const holder of [here, there]) {
      const index = await holder.at(version);
      expect(index.version).toBe(version);
      expect(holder.builds).toBe(1);
      expect(holder.patches).toBe(1);
      expect(holder.lastPatch!.changed).toBe(1);
      const hits = holder.hits(index, ['estuary']);
      expect(hits.size).toBe(1);
      const p = index.positionOf.get(id)!;
      expect(index.valuesAt('status', p)).toEqual(['development']);
    }
  });

  it('builds a fresh index in the background once patches have emptied too many positions', async () => {
    const counting = new CountingRepository(...indexRepositoryArgs(t.db));
    const holder = new CatalogIndexHolder(counting, undefined, () => 2);
    const versions = buildRepositories(t.db).catalogVersion;
    const built = await holder.at(await versions.current());
    const id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Worn Gauge' });
    expect(await holder.at(await versions.current())).toBe(built);
    for (const status of ['development', 'release_public', 'development']) {
      await t.db.kysely.updateTable('solutions').set({ status }).where('id', '=', id).execute();
      expect(await holder.at(await versions.current())).toBe(built);
    }
    // Three of the four patches emptied a position: past the limit of two, the old index went on
    // answering while a new one was built.
    expect(holder.patches).toBe(4);
    expect(built.taken - built.size).toBe(3);
    await holder.idle();
    expect(holder.builds).toBe(2);
    const fresh = await holder.at(await versions.current());
    expect(fresh).not.toBe(built);
    expect(fresh.taken).toBe(fresh.size);
    expect(fresh.valuesAt('status', fresh.positionOf.get(id)!)).toEqual(['development']);
  });

  it('replaces an index a patch could not place a row in by a rebuild, without failing the request', async () => {
    class Misplacing extends CountingRepository {
      override async changesSince(since: number, maxChanged: number) {
        const patch = await super.changesSince(since, maxChanged);
        // A predecessor the index never held: the order cannot be patched.
        return patch && { ...patch, rows: patch.rows.map((r) => ({ ...r, afterByName: 999_999 })) };
      }
    }
    const misplacing = new Misplacing(...indexRepositoryArgs(t.db));
    const holder = new CatalogIndexHolder(misplacing);
    const versions = buildRepositories(t.db).catalogVersion;
    const built = await holder.at(await versions.current());
    const id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Misplaced Buoy' });
    const index = await holder.at(await versions.current());
    expect(index).not.toBe(built);
    expect(misplacing.snapshots).toBe(2);
    expect(holder.patches).toBe(0);
    expect(index.positionOf.get(id)).toBeDefined();
  });
});

// On SQLite the build reads the rows' text on the native handle (docs/decisions/0222).
describe.each(testDatabases.filter((kind) => kind === 'sqlite'))('the text pass on %s', (kind) => {
  const t = useTestApp(kind);

  it('hands on the same rows on the native handle as through Kysely, past one batch, trashed rows left out', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const [contributor] = await f.lookups('contributors', ['Survey Team']);
    // More rows than one batch of the text pass (5,000), some trashed, some without a contributor.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 5200)
      insert into solutions (name, status, contributor_id, search_text, created_at, updated_at, deleted_at)
      select 'Row ' || i, case when i % 3 = 0 then 'development' else 'release_public' end,
        case when i % 4 = 0 then null else ${contributor} end, 'river gauge ' || i || ' banjir',
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
        case when i % 997 = 0 then '2026-02-01T00:00:00.000Z' end
      from n`.execute(t.db.kysely);
    const read = async (repo: CatalogIndexRepository) => {
      const rows: Array<[number, string, string]> = [];
      const snapshot = await repo.snapshot((id, name, text) => rows.push([id, name, text]));
      return { rows, snapshot };
    };
    const [kysely, dialect, versions, sqlite] = indexRepositoryArgs(t.db);
    const prepared = vi.spyOn(sqlite!, 'prepare');
    const native = await read(new CatalogIndexRepository(kysely, dialect, versions, sqlite));
    expect(prepared.mock.calls.some(([text]) => /search_text/.test(text))).toBe(true);
    prepared.mockRestore();
    const through = await read(new CatalogIndexRepository(kysely, dialect, versions));
    expect(native.rows).toHaveLength(5200 - 5);
    expect(native.rows.at(-1)).toEqual([expect.any(Number), 'Row 5200', 'river gauge 5200 banjir']);
    expect(native.rows.some(([, name]) => name === 'Row 997')).toBe(false);
    expect(native).toEqual(through);
  });
});
