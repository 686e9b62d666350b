import { type Role, SOLUTION_STATUS_IDS, ORDER_BY_VALUES, listedStatusesFor, solutionListQuery } from '@catalog/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/lib/caller.ts';
import { CatalogIndexHolder } from '../src/modules/solutions/catalog-index/catalog-index-holder.ts';
import { pageReading } from '../src/modules/solutions/catalog-index/matched-in-order.ts';
import { bestByWords, bestSolutions } from '../src/modules/solutions/search/suggest.ts';
import { searchTerms } from '../src/modules/solutions/solution-search.ts';
import { solutionSearchText } from '../src/modules/solutions/solution-text.ts';
import { SolutionsAdminRepository } from '../src/modules/solutions/solutions-admin.repository.ts';
import { SolutionsRepository } from '../src/modules/solutions/solutions.repository.ts';
import { SolutionsService } from '../src/modules/solutions/solutions.service.ts';
import { buildRepositories } from '../src/services.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { type ReferenceDoc, referenceSearch } from './helpers/search-reference.ts';
import { createTestDb, type TestDb, testDatabases } from './helpers/test-app.ts';

/**
 * The in-memory index must answer every listing exactly as the SQL path does (docs/decisions/0070).
 * Random catalogues (lookups, links, statuses, names differing only in case or accents, equal
 * creation times, English and Indonesian words, synonym sets) meet random queries (filters,
 * statuses, search words from the catalogue's own text with typos, affixes and half-typed words,
 * every sort both ways, pages past the end, every role, facets); the whole answers must match.
 * Which solutions a search finds, and their rank, the SQL path takes from the plain reference
 * matcher (helpers/search-reference.ts), so the engine is held to both (docs/decisions/0164).
 * Random writes (edits of names, text, statuses, creation times and links, additions, deletions,
 * trash and restore) come between the queries: each is patched into the index (docs/decisions/0184),
 * which must keep agreeing with SQL and, at the end, with an index built afresh.
 */

// Names tie when lower-cased and mix accented letters, where SQLite's and PostgreSQL's lower() differ.
const NAME_WORDS = [
  'alpha',
  'Alpha',
  'ALPHA',
  'beta',
  'Beta',
  'flood',
  'Flood',
  'river',
  'Émile',
  'éclair',
  'zürich',
  'Zebra',
  'map',
  'mapping',
  '_under',
  '10',
  'Pemantauan',
  'Banjir',
  'infrastructure',
];
const BODY_WORDS = [
  'flood',
  'river',
  'sensor',
  'map',
  'mapping',
  'drone',
  'alpha',
  'forest',
  'coast',
  'grid',
  'banjirnya',
  'pantau',
  'dikelola',
  'kelola',
  'unmanned',
  'aerial',
  'vehicle',
  'peta',
  'gis',
  'vegetation',
];
const SEARCH_WORDS = [
  ...new Set([...NAME_WORDS, ...BODY_WORDS].map((w) => w.toLowerCase())),
  'flo',
  'map',
  'riv',
  'nothing',
  // Typos (one edit from 5 letters, two from 9), a swap, Indonesian affixes, synonym terms.
  'rivver',
  'mappign',
  'sesnor',
  'forst',
  'infrastucture',
  'infrastructrue',
  'infrstructre',
  'pemantaun',
  // Nine letters two edits from "vegetation"; eight letters two edits from "unmanned" (too far).
  'vegtatoin',
  'unmanedd',
  'memantau',
  'banjir',
  'flods',
  'floods',
  'sig',
  'uav',
];
// Synonym sets a catalogue may hold; a term of one word or several.
const SYNONYM_SETS = [
  ['flood', 'banjir'],
  ['sig', 'gis'],
  ['uav', 'unmanned aerial vehicle', 'drone'],
  ['map', 'peta'],
];
// A list's names are unique whatever their case (docs/decisions/0115), so technology names differ
// in more than case; accented ones still sort where SQLite's and PostgreSQL's lower() differ.
const TECHNOLOGY_NAMES = ['Drone', 'Drône', 'IoT', 'AI', 'Émission', 'emission', 'Zeta', 'lidar'];
const TIMES = ['2024-01-01T00:00:00.000Z', '2024-01-02T00:00:00.000Z', '2024-03-01T12:00:00.000Z'];

const subsetOf = <T>(items: readonly T[]) => fc.subarray([...items]);

const solution = fc.record({
  name: fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  body: fc.array(fc.constantFrom(...BODY_WORDS), { maxLength: 6 }).map((w) => w.join(' ')),
  status: fc.oneof(fc.constant('release_public'), fc.constantFrom(...SOLUTION_STATUS_IDS)),
  createdAt: fc.constantFrom(...TIMES),
  // Picks among the catalogue's lookups, by index (mapped onto ids after they exist).
  industries: fc.array(fc.nat(), { maxLength: 3 }),
  technologies: fc.array(fc.nat(), { maxLength: 3 }),
  patterns: fc.array(fc.nat(), { maxLength: 2 }),
  contributor: fc.option(fc.nat()),
});
type Solution = typeof solution extends fc.Arbitrary<infer T> ? T : never;

const catalogue = fc.record({
  synonyms: fc.subarray(SYNONYM_SETS),
  industries: fc.integer({ min: 1, max: 4 }),
  technologies: fc.uniqueArray(fc.constantFrom(...TECHNOLOGY_NAMES), { maxLength: 5 }),
  patterns: fc.integer({ min: 0, max: 3 }),
  contributors: fc.integer({ min: 0, max: 3 }),
  solutions: fc.array(solution, { minLength: 8, maxLength: 40 }),
});
type Catalogue = typeof catalogue extends fc.Arbitrary<infer T> ? T : never;

// A write to one solution (by index among those loaded or added), or a new one.
const write = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), to: solution }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('add' as const), to: solution }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('trash' as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('restore' as const), at: fc.nat() }), weight: 1 },
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

// Lookup choices are indexes too (one past the end stands for an id nobody has). Most queries
// leave most groups open, as people do, so that pages are usually full enough to test the order.
const group = (max: number) =>
  fc.oneof(
    { arbitrary: fc.constant<number[]>([]), weight: 3 },
    { arbitrary: fc.array(fc.nat({ max }), { minLength: 1, maxLength: 2 }), weight: 1 },
  );
const query = fc.record({
  role: fc.constantFrom<Role>('visitor', 'user', 'admin', 'admin'),
  industry_group: group(4),
  technology: group(5),
  pattern_of_use: group(3),
  contributor: group(3),
  status: fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 2 },
    { arbitrary: subsetOf(SOLUTION_STATUS_IDS).map((s) => s.slice(0, 3)), weight: 1 },
  ),
  search: fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: fc.constantFrom(...SEARCH_WORDS), weight: 2 },
    {
      arbitrary: fc.array(fc.constantFrom(...SEARCH_WORDS), { minLength: 2, maxLength: 2 }).map((w) => w.join(' ')),
      weight: 1,
    },
  ),
  order_by: fc.option(fc.constantFrom(...ORDER_BY_VALUES)),
  page: fc.oneof({ arbitrary: fc.constant(1), weight: 2 }, { arbitrary: fc.integer({ min: 2, max: 5 }), weight: 1 }),
  page_size: fc.integer({ min: 2, max: 6 }),
  facets: fc.boolean(),
  // Pages read from the matched rows' places instead of along the order (docs/decisions/0217).
  fromMatched: fc.boolean(),
});

interface Ids {
  docs: ReferenceDoc[];
  industries: number[];
  technologies: number[];
  patterns: number[];
  contributors: number[];
}

const pick = (from: number[], picks: number[]) => [
  ...new Set(from.length ? picks.map((i) => from[i % from.length]!) : []),
];

/** The columns and links of `s`, with the catalogue's lookup ids. */
function shape(ids: Ids, s: Solution) {
  return {
    name: s.name,
    description: `<p>${s.body}</p>`,
    status: s.status,
    createdAt: s.createdAt,
    industryIds: pick(ids.industries, s.industries),
    technologyIds: pick(ids.technologies, s.technologies),
    patternIds: pick(ids.patterns, s.patterns),
    contributorId:
      s.contributor === null || !ids.contributors.length
        ? null
        : ids.contributors[s.contributor % ids.contributors.length]!,
  };
}

/** Makes one write the way the admin paths do: the solution's row, then its links. */
async function apply(t: TestDb, ids: Ids, w: Write) {
  const k = t.db.kysely;
  if (w.kind === 'add') {
    const id = await new CatalogFixtures(k).solution(shape(ids, w.to));
    ids.docs.push({ id, name: w.to.name, body: w.to.body });
    return;
  }
  if (ids.docs.length === 0) return;
  const doc = ids.docs[w.at % ids.docs.length]!;
  if (w.kind === 'delete') {
    await k.deleteFrom('solutions').where('id', '=', doc.id).execute();
    ids.docs.splice(ids.docs.indexOf(doc), 1);
  } else if (w.kind === 'trash' || w.kind === 'restore') {
    const deleted_at = w.kind === 'trash' ? TIMES[2]! : null;
    await k.updateTable('solutions').set({ deleted_at }).where('id', '=', doc.id).execute();
  } else {
    const s = shape(ids, w.to);
    await k
      .updateTable('solutions')
      .set({
        name: s.name,
        description: s.description,
        search_text: solutionSearchText({ description: s.description, benefit: '', feature: '', challenge: '' }),
        status: s.status,
        created_at: s.createdAt,
        contributor_id: s.contributorId,
      })
      .where('id', '=', doc.id)
      .execute();
    await new SolutionsAdminRepository(k).replaceLinks(doc.id, {
      industry: s.industryIds,
      technology: s.technologyIds,
      pattern: s.patternIds,
      product: [],
    });
    doc.name = w.to.name;
    doc.body = w.to.body;
  }
}

async function load(t: TestDb, c: Catalogue): Promise<Ids> {
  const k = t.db.kysely;
  await k.deleteFrom('solutions').execute();
  await k.deleteFrom('synonym_sets').execute();
  for (const set of c.synonyms) {
    const { id } = await k
      .insertInto('synonym_sets')
      .values({ created_at: TIMES[0]!, updated_at: TIMES[0]! })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('synonym_terms')
      .values(set.map((term, position) => ({ term, set_id: id, position })))
      .execute();
  }
  for (const table of ['industries', 'technologies', 'patterns_of_use', 'contributors'] as const)
    await k.deleteFrom(table).execute();
  const f = new CatalogFixtures(k);
  const ids: Ids = {
    docs: [],
    industries: await f.lookups(
      'industries',
      Array.from({ length: c.industries }, (_, i) => `Industry ${i}`),
    ),
    technologies: await f.lookups('technologies', c.technologies),
    patterns: await f.lookups(
      'patterns_of_use',
      Array.from({ length: c.patterns }, (_, i) => `Pattern ${i}`),
    ),
    contributors: await f.lookups(
      'contributors',
      Array.from({ length: c.contributors }, (_, i) => `Person ${i}`),
    ),
  };
  for (const s of c.solutions) {
    const id = await f.solution(shape(ids, s));
    ids.docs.push({ id, name: s.name, body: s.body });
  }
  return ids;
}

const idsFor = (from: number[], picks: number[]) => picks.map((i) => (i < from.length ? from[i]! : 999_999)).join(',');

describe.each(testDatabases)('catalogue index agrees with SQL on %s', (kind) => {
  let t: TestDb;
  let sqlPath: SolutionsService;
  let indexed: SolutionsService;
  let holder: CatalogIndexHolder;
  let repos: ReturnType<typeof buildRepositories>;
  let loaded: { docs: ReferenceDoc[]; synonyms: string[][] } = { docs: [], synonyms: [] };
  beforeAll(async () => {
    t = await createTestDb(kind);
    const r = (repos = buildRepositories(t.db));
    const oracle = (terms: readonly string[]) => referenceSearch(loaded.docs, loaded.synonyms, terms);
    sqlPath = new SolutionsService(new SolutionsRepository(t.db.kysely, t.db.dialect, oracle), r.catalogVersion);
    holder = new CatalogIndexHolder(r.catalogIndex);
    indexed = new SolutionsService(r.solutions, r.catalogVersion, holder);
  });
  afterAll(() => t.cleanup());

  it('gives the same totals, pages and facet counts for random catalogues, writes and queries', async () => {
    let asked = 0;
    let ordered = 0;
    let written = 0;
    let walked = 0;
    await fc.assert(
      fc.asyncProperty(
        catalogue,
        fc.array(query, { minLength: 25, maxLength: 25 }),
        fc.array(write, { maxLength: 8 }),
        async (c, queries, writes) => {
          const ids = await load(t, c);
          loaded = { docs: ids.docs, synonyms: c.synonyms };
          // New lookups and synonyms: the next request rebuilds; every write after it is patched in.
          await holder.at(await sqlPath.catalogVersion());
          const builds = holder.builds;
          const parse = (q: (typeof queries)[number]) =>
            solutionListQuery.parse({
              industry_group: idsFor(ids.industries, q.industry_group),
              technology: idsFor(ids.technologies, q.technology),
              pattern_of_use: idsFor(ids.patterns, q.pattern_of_use),
              contributor: idsFor(ids.contributors, q.contributor),
              status: q.status.join(','),
              search: q.search,
              order_by: q.order_by ?? undefined,
              page: String(q.page),
              page_size: String(q.page_size),
              facets: q.facets ? '1' : '0',
            });
          const pending = [...writes];
          for (const [i, q] of queries.entries()) {
            const w = i % 3 === 2 ? pending.shift() : undefined;
            if (w) {
              await apply(t, ids, w);
              written++;
            }
            const parsed = parse(q);
            const caller: Caller = { role: q.role, userId: null, email: null };
            const expected = await sqlPath.list(caller, parsed);
            // Highlights are the engine's alone (search-highlight.test.ts).
            pageReading.fromMatchedAlways = q.fromMatched;
            const answer = await indexed.list(caller, parsed);
            pageReading.fromMatchedAlways = false;
            const data = answer.data.map(
              ({ highlight, ...card }) => (expect(!!highlight).toBe(!!q.search.trim()), card),
            );
            expect({ ...answer, data }, JSON.stringify({ q, w })).toEqual(expected);
            asked++;
            if (expected.data.length >= 2) ordered++;
          }
          expect(holder.builds, 'every write was patched in').toBe(builds);

          // The patched index answers as one built afresh: lists (highlights too), suggestions, related.
          const freshHolder = new CatalogIndexHolder(repos.catalogIndex);
          const fresh = new SolutionsService(repos.solutions, repos.catalogVersion, freshHolder);
          // A word's suggested solutions come from the first rows of its words' names
          // (docs/decisions/0199): the same as from every row it finds, patched or built afresh.
          const version = await sqlPath.catalogVersion();
          for (const index of [await holder.at(version), await freshHolder.at(version)]) {
            for (const q of queries) {
              const terms = searchTerms(q.search);
              const byWords = index.text.wordsByClass(terms);
              if (!byWords) continue;
              const visible = index.rowsIn(listedStatusesFor(q.role, undefined));
              expect(bestByWords(index, byWords.levels, visible, 8), q.search).toEqual(
                bestSolutions(index, index.text.search(terms, true), visible, 8),
              );
              walked++;
            }
          }
          for (const q of queries.slice(-6)) {
            const caller: Caller = { role: q.role, userId: null, email: null };
            expect(await indexed.list(caller, parse(q)), JSON.stringify(q)).toEqual(await fresh.list(caller, parse(q)));
            expect(await indexed.suggest(caller, q.search)).toEqual(await fresh.suggest(caller, q.search));
          }
          const caller: Caller = { role: 'admin', userId: null, email: null };
          for (const { id } of ids.docs.slice(0, 5)) {
            const related = (service: SolutionsService) =>
              service.related(caller, id).catch((error: { statusCode?: number }) => error.statusCode);
            expect(await related(indexed)).toEqual(await related(fresh));
          }
        },
      ),
      // A failure reports its query at once; shrinking whole catalogues would take minutes.
      { numRuns: 12, endOnFailure: true },
    );
    // The generator must keep producing pages with an order to compare, or the test proves little.
    // (about a quarter of the queries do; the floor leaves room for chance).
    expect(ordered / asked).toBeGreaterThan(0.12);
    expect(written).toBeGreaterThan(12);
    expect(walked).toBeGreaterThan(100);
  }, 180_000);
});
