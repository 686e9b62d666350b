import { solutionListQuery } from '@catalog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { VISITOR } from '../src/lib/caller.ts';
import { CatalogIndexHolder } from '../src/modules/solutions/catalog-index/catalog-index-holder.ts';
import { CatalogIndexRepository } from '../src/modules/solutions/catalog-index/catalog-index.repository.ts';
import { SolutionsRepository, type SummaryRow } from '../src/modules/solutions/solutions.repository.ts';
import { SolutionsService } from '../src/modules/solutions/solutions.service.ts';
import { buildRepositories } from '../src/services.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/** The card statements a service makes: the ids each one asked for. */
class CardReads extends SolutionsRepository {
  reads: number[][] = [];
  override summariesByIds(ids: readonly number[]): Promise<SummaryRow[]> {
    this.reads.push([...ids]);
    return super.summariesByIds(ids);
  }
}

/**
 * After the engine is built, the cards a visitor's listing shows are read into its card cache,
 * newest first, until the cache is full (docs/decisions/0219): the first visit to a page reads no
 * card, a card filled in still gives way to a write, and the fill stops at the cache's room.
 */
describe.each(testDatabases)('card fill after the start on %s', (kind) => {
  const t = useTestApp(kind, { catalogCacheBytes: 0 });
  const ids: number[] = [];
  let water = 0;

  beforeAll(async () => {
    const f = new CatalogFixtures(t.db.kysely);
    water = await f.lookup('industries', 'Water');
    for (const name of ['Survey A', 'Survey B', 'Survey C', 'Survey D'])
      ids.push(await f.solution({ name, industryIds: [water] }));
    // Not in a visitor's listing, so not filled in.
    ids.push(await f.solution({ name: 'Survey E', status: 'development' }));
  });

  const serviceWith = (cardBytes?: number, emptiedLimit?: () => number) => {
    const r = buildRepositories(t.db);
    const reads = new CardReads(t.db.kysely, t.db.dialect);
    const holder = new CatalogIndexHolder(
      new CatalogIndexRepository(t.db.kysely, t.db.dialect, r.catalogVersion, t.db.sqlite),
      cardBytes === undefined ? undefined : { searches: 2 ** 20, cards: cardBytes },
      emptiedLimit,
    );
    return { service: new SolutionsService(reads, r.catalogVersion, holder), reads, holder };
  };
  const firstPage = solutionListQuery.parse({ page_size: '100' });
  const names = async (service: SolutionsService) =>
    (await service.list(VISITOR, firstPage)).data.map((card) => card.name);

  it("reads a visitor's cards newest first, so the first page reads none, and a write still shows", async () => {
    const { service, reads } = serviceWith();
    await service.warmIndex();
    await service.cardsFilled;
    const [a, b, c, d] = ids;
    expect(reads.reads).toEqual([[d, c, b, a]]);

    expect(await names(service)).toEqual(['Survey D', 'Survey C', 'Survey B', 'Survey A']);
    expect(reads.reads).toHaveLength(1);

    await t.db.kysely.updateTable('solutions').set({ name: 'Survey C, renamed' }).where('id', '=', c!).execute();
    expect(await names(service)).toEqual(['Survey D', 'Survey C, renamed', 'Survey B', 'Survey A']);
    // Only the changed card is read again.
    expect(reads.reads.slice(1)).toEqual([[c]]);
    await t.db.kysely.updateTable('solutions').set({ name: 'Survey C' }).where('id', '=', c!).execute();
  });

  it('stops when the next card finds no room in the cache', async () => {
    const full = serviceWith();
    await full.service.warmIndex();
    await full.service.cardsFilled;
    const index = await full.holder.at(await full.service.catalogVersion());
    const cache = full.holder.cards(index)!;
    expect(cache.size).toBe(4);
    // The four cards weigh about the same: room for two and a half of them holds the newest two.
    const room = Math.floor((cache.weight / 4) * 2.5);
    const { service, holder, reads } = serviceWith(room);
    await service.warmIndex();
    await service.cardsFilled;
    const filled = holder.cards(await holder.at(await service.catalogVersion()))!;
    expect(filled.size).toBe(2);
    expect(filled.weight).toBeLessThanOrEqual(room);
    const [a, b, c, d] = ids;
    expect(filled.get(d!)?.name).toBe('Survey D');
    expect(filled.get(c!)?.name).toBe('Survey C');
    // The older two are read when a page shows them.
    expect(await names(service)).toEqual(['Survey D', 'Survey C', 'Survey B', 'Survey A']);
    expect(reads.reads.slice(1).map((read) => [...read].sort((x, y) => x - y))).toEqual([
      [a, b].sort((x, y) => x! - y!),
    ]);
  });

  const renameWater = (name: string) =>
    t.db.kysely.updateTable('industries').set({ name }).where('id', '=', water).execute();

  it('fills again after a rebuild, with the cards as they now read', async () => {
    const { service, reads, holder } = serviceWith();
    await service.warmIndex();
    await service.cardsFilled;
    const builds = holder.builds;
    try {
      // A renamed lookup is a change no patch carries: the next request's index is a new build.
      await renameWater('Water & Sanitation');
      await holder.at(await service.catalogVersion());
      expect(holder.builds).toBe(builds + 1);
      await service.cardsFilled;
      const [a, b, c, d] = ids;
      expect(reads.reads).toEqual([
        [d, c, b, a],
        [d, c, b, a],
      ]);
      const page = await service.list(VISITOR, firstPage);
      expect(page.data.map((card) => card.industry.map((i) => i.name))).toEqual(Array(4).fill(['Water & Sanitation']));
      expect(reads.reads).toHaveLength(2);
    } finally {
      await renameWater('Water');
    }
  });

  it('keeps the cards when a worn index is built afresh at the same version', async () => {
    const { service, reads, holder } = serviceWith(undefined, () => 2);
    await service.warmIndex();
    await service.cardsFilled;
    const e = ids[4]!;
    // Each patch empties the position of the solution it changed; past two, a fresh index is built.
    for (const name of ['Survey E1', 'Survey E2', 'Survey E']) {
      await t.db.kysely.updateTable('solutions').set({ name }).where('id', '=', e).execute();
      await holder.at(await service.catalogVersion());
    }
    await holder.idle();
    expect(holder.builds).toBe(2);
    await service.cardsFilled;
    expect(reads.reads).toHaveLength(1);
    expect(await names(service)).toEqual(['Survey D', 'Survey C', 'Survey B', 'Survey A']);
    expect(reads.reads).toHaveLength(1);
  });

  it('starts no fill once the server is closing', async () => {
    const { service, reads, holder } = serviceWith();
    await service.warmIndex();
    await service.stopFillingCards();
    try {
      await renameWater('Water & Sanitation');
      await holder.at(await service.catalogVersion());
      await service.cardsFilled;
      expect(reads.reads).toEqual([]);
    } finally {
      await renameWater('Water');
    }
  });
});
