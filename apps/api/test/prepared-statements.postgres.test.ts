import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPool } from '../src/db/prepared-statements.ts';
import type { Database } from '../src/db/types.ts';
import { CatalogVersionRepository } from '../src/modules/solutions/catalog-version.repository.ts';
import { SolutionsRepository } from '../src/modules/solutions/solutions.repository.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The solution page's read and the catalogue version read run as named prepared statements on
 * PostgreSQL (docs/decisions/0215, 0225), seen from one connection of our own: what it has
 * prepared, and that it keeps answering after another connection adds a column to the table, as a
 * rolling upgrade's migration does.
 */
describe('frequent reads prepared on PostgreSQL', () => {
  let t: TestApp;
  let single: Kysely<Database>;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    single = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(new pg.Pool({ connectionString: t.url, max: 1 })) }),
    });
    id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Tide Gauge Network', status: 'release_public' });
  });
  afterAll(async () => {
    await single.destroy();
    await t.cleanup();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(single)).rows.map(
      (row) => row.statement,
    );

  it('is prepared once on a connection and reused by every later read', async () => {
    const repo = new SolutionsRepository(single, 'postgres');
    expect(await prepared()).toEqual([]);
    for (let i = 0; i < 3; i++)
      expect((await repo.findVisible(id, ['release_public']))?.name).toBe('Tide Gauge Network');
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select \/\* prepared \*\/ /);
    // A read of another caller's statuses is another text, prepared beside it.
    await repo.findVisible(id, ['release_public', 'release_register']);
    expect(await prepared()).toHaveLength(2);
    // Reads that are not marked are never prepared.
    await sql`select 1`.execute(single);
    expect(await prepared()).toHaveLength(2);
  });

  it('holds the catalogue version read too, which every catalogue request makes', async () => {
    const before = await prepared();
    const versions = new CatalogVersionRepository(single);
    const first = await versions.current();
    await sql`update catalog_version set version = version + 1 where id = 1`.execute(t.db.kysely);
    // Read again after the write: the prepared statement answers what is committed now.
    expect(await versions.current()).toBe(first + 1);
    const added = (await prepared()).filter((statement) => !before.includes(statement));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^select \/\* prepared \*\/ "version" from "catalog_version"/);
  });

  it('keeps answering after a migration on another connection adds a column to the solutions', async () => {
    const repo = new SolutionsRepository(single, 'postgres');
    expect((await repo.findVisible(id, ['release_public']))?.id).toBe(id);
    await sql`alter table solutions add column added_later text`.execute(t.db.kysely);
    try {
      const row = await repo.findVisible(id, ['release_public']);
      expect(row?.name).toBe('Tide Gauge Network');
      expect(row).not.toHaveProperty('added_later');
    } finally {
      await sql`alter table solutions drop column added_later`.execute(t.db.kysely);
    }
  });
});
