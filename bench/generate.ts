import { visibleStatuses } from '@catalog/shared';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seededRandom } from '../apps/api/src/db/seed/seed-art.ts';
import { loadDemoLookups } from '../apps/api/src/db/seed/seed-data.ts';
import { ensureLookupNames, lookupTables } from '../apps/api/src/db/seed/seed.ts';
import { solutionSearchText } from '../apps/api/src/modules/solutions/solution-text.ts';
import { type Progress, silentProgress, startProgress } from '../apps/api/src/lib/progress.ts';

/** The word the search scenario looks for: in 1% of names and 4% of bodies, nowhere else. */
export const SEARCH_WORD = 'flood';

/** The words names and bodies are made of. */
export const WORDS = `spatial map layer survey field asset network sensor drone imagery satellite analysis
  monitoring dashboard planning route coverage parcel boundary village district province river coast
  forest plantation mine grid pipe cable tower station vehicle fleet port road bridge building floor
  campus hospital clinic school market store branch customer risk hazard evacuation shelter damage
  rainfall temperature canopy yield harvest crop paddy fishery reef mangrove peat fire hotspot smoke
  water leak pressure meter outage feeder transformer substation permit zoning plan scenario model
  forecast trend alert threshold report inspection maintenance crew dispatch schedule capacity demand
  supply logistics terminal container queue traffic transit corridor passenger census population
  household income credit loan insurance claim premium portfolio exposure elevation terrain slope
  contour lidar orthophoto mosaic classification change detection time series cloud radar optical
  thermal mobile offline sync form photo location address geocode cluster density kernel heat buffer
  overlay intersect union dissolve service area travel time closest facility allocation suitability
  weight criteria score ranking story web app portal hub open data api feed realtime stream event
  gauge level tide wave wind weather climate carbon emission energy solar wind turbine battery charge
  kalimantan sumatra java sulawesi papua bali jakarta bandung surabaya medan makassar semarang`
  .split(/\s+/)
  .filter(Boolean);

const STATUSES: Array<[string, number]> = [
  ['release_public', 0.5],
  ['release_register', 0.2],
  ['release_internal', 0.1],
  ['review', 0.08],
  ['testing', 0.07],
  ['development', 0.05],
];

export interface GeneratedInfo {
  solutions: number;
  links: number;
  ms: number;
  /** A release_public solution, for the detail scenario. */
  publicId: number;
  /** The ids of the solutions a visitor may see, ascending: what the sitemap must list. */
  visitorIds: number[];
  /** How many of each lookup there are; their ids run from 1. */
  lookups: Record<'industries' | 'technologies' | 'patterns' | 'contributors', number>;
}

/**
 * Builds a migrated SQLite catalogue of `count` solutions with lookups, links and image rows;
 * `progress` is told of each batch of solutions written (the bench shows it, tests need not).
 */
export async function generateCatalogue(
  url: string,
  count: number,
  progress: Progress = silentProgress,
): Promise<GeneratedInfo> {
  const started = Date.now();
  const db = openDatabase(url);
  const k = db.kysely;
  try {
    await migrateToLatest(db);
    const rand = seededRandom(count); // same seed: every run builds the same catalogue
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const some = (n: number, max: number) => {
      const set = new Set<number>();
      while (set.size < Math.min(n, max)) set.add(1 + Math.floor(rand() * max));
      return [...set];
    };
    const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
    const status = () => {
      let r = rand();
      for (const [s, p] of STATUSES) if ((r -= p) < 0) return s;
      return 'development';
    };

    // The demo lookups, with more contributors so the contributor facet has a long tail.
    const demo = loadDemoLookups();
    const lookups = {
      ...demo,
      contributors: [...demo.contributors, ...Array.from({ length: 28 }, (_, i) => `Partner Team ${i + 1}`)],
    };
    for (const [table, names] of lookupTables(lookups)) await ensureLookupNames(k, table, names);
    await k
      .insertInto('arcgis_products')
      .values(lookups.products.map(({ name }) => ({ name, image: null })))
      .execute();
    const n = {
      sectors: lookups.sectors.length,
      industries: lookups.industries.length,
      technologies: lookups.technologies.length,
      patterns: lookups.patterns.length,
      contributors: lookups.contributors.length,
      products: lookups.products.length,
    };

    const threeYears = 3 * 365 * 86_400_000;
    const epoch = Date.parse('2026-01-01T00:00:00.000Z');
    const batch = 400;
    let links = 0;
    let publicId = 0;
    const visitorIds: number[] = [];
    const visitorStatuses: readonly string[] = visibleStatuses('visitor');
    for (let start = 1; start <= count; start += batch * 10) {
      await k.transaction().execute(async (trx) => {
        for (let from = start; from < Math.min(start + batch * 10, count + 1); from += batch) {
          const ids = Array.from({ length: Math.min(batch, count + 1 - from) }, (_, i) => from + i);
          const rows = ids.map((id) => {
            const inName = rand() < 0.01;
            const inBody = !inName && rand() < 0.04;
            const fields = {
              description: `<p>${words(22)}${inBody ? ` ${SEARCH_WORD}` : ''} ${words(6)}.</p><p>${words(18)}.</p>`,
              benefit: `<ul><li>${words(6)}</li><li>${words(7)}</li><li>${words(5)}</li></ul>`,
              feature: `<ul><li>${words(5)}</li><li>${words(6)}</li><li>${words(6)}</li><li>${words(4)}</li></ul>`,
              challenge: `<p>${words(20)}.</p>`,
            };
            const created = new Date(epoch - Math.floor(rand() * threeYears)).toISOString();
            const name = `${words(1)} ${inName ? SEARCH_WORD : words(1)} ${words(1)} ${id}`.replace(/^\w/, (c) =>
              c.toUpperCase(),
            );
            const s = status();
            if (!publicId && s === 'release_public') publicId = id;
            if (visitorStatuses.includes(s)) visitorIds.push(id);
            return {
              id,
              name,
              status: s,
              ...fields,
              creator: `Creator ${1 + Math.floor(rand() * 500)}`,
              contributor_id: 1 + Math.floor(rand() * n.contributors),
              sector_id: 1 + Math.floor(rand() * n.sectors),
              storymap_url: 'https://storymaps.arcgis.com/stories/0123456789abcdef',
              application_demo_url: '',
              repository_url: '',
              presentation_url: '',
              video_url: '',
              pdf_url: '',
              hardware_cpu_core: 4,
              hardware_ram: 16,
              hardware_storage: 200,
              hardware_gpu: 0,
              search_text: solutionSearchText(fields),
              created_at: created,
              updated_at: created,
            };
          });
          await trx.insertInto('solutions').values(rows).execute();
          const ind = ids.flatMap((id) =>
            some(1 + Math.floor(rand() * 3), n.industries).map((x) => ({ solution_id: id, industry_id: x })),
          );
          const tech = ids.flatMap((id) =>
            some(1 + Math.floor(rand() * 3), n.technologies).map((x) => ({ solution_id: id, technology_id: x })),
          );
          const pat = ids.flatMap((id) =>
            some(1 + Math.floor(rand() * 2), n.patterns).map((x) => ({ solution_id: id, pattern_id: x })),
          );
          const prod = ids.flatMap((id) =>
            some(1 + Math.floor(rand() * 4), n.products).map((x) => ({ solution_id: id, product_id: x })),
          );
          await trx.insertInto('solution_industries').values(ind).execute();
          await trx.insertInto('solution_technologies').values(tech).execute();
          await trx.insertInto('solution_patterns').values(pat).execute();
          await trx.insertInto('solution_products').values(prod).execute();
          // Image rows only: the files are not needed to measure the catalogue queries.
          await trx
            .insertInto('solution_images')
            .values(
              ids.map((id) => ({
                solution_id: id,
                name: 'overview.jpg',
                storage_key: `bench-${id}.jpg`,
                thumbnail_key: `bench-${id}-thumb.webp`,
                width: 1200,
                height: 750,
                position: 0,
                created_at: '2026-01-01T00:00:00.000Z',
              })),
            )
            .execute();
          links += ind.length + tech.length + pat.length + prod.length;
          progress.tick(ids.length);
        }
      });
    }
    // A database in service gathers its planner's statistics itself (PostgreSQL's autovacuum, within
    // a minute or so of a bulk load); the bench starts measuring seconds after this one was filled,
    // so it gathers them here. Without them the first pass's card reads took about 30% longer in
    // process at 100,000. SQLite plans without statistics unless asked to keep them.
    if (db.dialect === 'postgres') await sql`analyze`.execute(k);
    return { solutions: count, links, ms: Date.now() - started, publicId, visitorIds, lookups: n };
  } finally {
    await db.close();
  }
}

/** `generateCatalogue` with its progress on the terminal (a bar) or in the log (plain lines), and a summary. */
export async function generateCatalogueShown(url: string, count: number): Promise<GeneratedInfo> {
  const shown = startProgress('Generating solutions', count);
  const info = await generateCatalogue(url, count, shown);
  shown.finish(`${count.toLocaleString('en-US')} solutions generated (${info.links.toLocaleString('en-US')} links)`);
  return info;
}
