import { createHash, randomBytes } from 'node:crypto';
import { SIGNED_IN_VISIBLE_STATUSES } from '@catalog/shared';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import { processImage } from '../../modules/images/image-processing.ts';
import { imageFiles } from '../../modules/images/image-upload.service.ts';
import type { NewImageRow } from '../../modules/images/images.repository.ts';
import { solutionSearchText } from '../../modules/solutions/solution-text.ts';
import type { SolutionWrite } from '../../modules/solutions/solutions-admin.repository.ts';
import { buildRepositories } from '../../services.ts';
import { createStorage } from '../../storage/create-storage.ts';
import type { ImageStorage } from '../../storage/storage.ts';
import type { Kysely } from 'kysely';
import type { Db } from '../database.ts';
import { withInstanceLock } from '../instance-lock.ts';
import { type Progress, silentProgress } from '../../lib/progress.ts';
import { SOLUTION_LINK_NAMES, SOLUTION_LINKS, type SolutionLinkIds, type SolutionLinkName } from '../solution-links.ts';
import type { Database } from '../types.ts';
import { logoSvg, mapArtSvg } from './seed-art.ts';
import { type DemoLookups, type DemoSolution, loadDemoLookups, loadDemoSolutions } from './seed-data.ts';

type NamedTable = 'sectors' | 'industries' | 'technologies' | 'patterns_of_use' | 'contributors';

/** The named lookup tables and the names each should hold, in the order they are filled. */
export const lookupTables = (lookups: DemoLookups): Array<[NamedTable, string[]]> => [
  ['sectors', lookups.sectors],
  ['industries', lookups.industries],
  ['technologies', lookups.technologies],
  ['patterns_of_use', lookups.patterns],
  ['contributors', lookups.contributors],
];

/** Adds the names a lookup table lacks, in one insert; answers name → id over the whole table. */
export async function ensureLookupNames(
  k: Kysely<Database>,
  table: NamedTable,
  names: string[],
): Promise<Map<string, number>> {
  const have = new Set((await k.selectFrom(table).select('name').execute()).map((r) => r.name));
  const missing = names.filter((n) => !have.has(n));
  if (missing.length)
    await k
      .insertInto(table)
      .values(missing.map((name) => ({ name })))
      .execute();
  return new Map((await k.selectFrom(table).select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
}

/** What one seed run added. */
export interface SeedOutcome {
  solutions: number;
  images: number;
}

/**
 * The one way the demo catalogue is loaded: by the server's first start, `npm run seed` and the
 * tests. Seeds when SEED_DEMO is on, or unset and the database has no solutions. The check and
 * the seed hold one lock, so instances starting together on an empty database seed it once.
 */
export async function seedDemoIfWanted(
  db: Db,
  config: Config,
  /** Shows the work once its size is known (`npm run seed`); the server's own start shows none. */
  start: (total: number) => Progress = () => silentProgress,
): Promise<SeedOutcome> {
  const nothing = { solutions: 0, images: 0 };
  if (config.seedDemo === false) return nothing;
  return withInstanceLock(db, 'catalog:demo-seed', async () => {
    if (config.seedDemo === undefined) {
      const any = await db.kysely.selectFrom('solutions').select('id').limit(1).executeTakeFirst();
      if (any) return nothing;
    }
    return seedDemo(db, createStorage(config), start);
  });
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const li = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const paragraphs = (items: string[]) => items.map((p) => `<p>${p}</p>`).join('');

/** Runs `fn` over `items` with at most `limit` at a time (sharp is CPU-bound; two cores here). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The lookup names a demo solution gives for each link. */
const linkNames = (s: DemoSolution): Record<SolutionLinkName, string[]> => ({
  industry: s.industries,
  technology: s.technologies,
  pattern: s.patterns,
  product: s.products,
});

/** The row of one demo solution, its rich text made from the demo paragraphs and lists. */
function solutionRow(s: DemoSolution, index: number, ids: { sector: number; contributor: number }): SolutionWrite {
  const story = index % 2 === 0 ? `https://storymaps.arcgis.com/stories/${hex(`${s.name}:story`)}` : '';
  const fields = {
    description:
      paragraphs(s.overview) +
      (story
        ? `<p>See the <a href="${story}" target="_blank" rel="noopener noreferrer">story map</a> for a guided tour.</p>`
        : ''),
    benefit: li(s.benefits),
    feature: `<p><strong>Key capabilities</strong></p>${li(s.features)}`,
    challenge: paragraphs(s.challenges),
  };
  return {
    name: s.name,
    status: s.status,
    ...fields,
    creator: s.creator,
    contributor_id: ids.contributor,
    sector_id: ids.sector,
    storymap_url: story,
    application_demo_url: index % 3 !== 2 ? `https://experience.arcgis.com/experience/${hex(`${s.name}:app`)}` : '',
    repository_url: index % 2 === 1 ? `https://github.com/solution-catalog-demo/${slug(s.name)}` : '',
    presentation_url: index % 3 === 0 ? `https://www.arcgis.com/home/item.html?id=${hex(`${s.name}:deck`)}` : '',
    video_url: s.video ?? '',
    pdf_url: index % 5 === 0 ? `https://www.arcgis.com/sharing/rest/content/items/${hex(`${s.name}:pdf`)}/data` : '',
    hardware_cpu_core: s.hardware[0],
    hardware_ram: s.hardware[1],
    hardware_storage: s.hardware[2],
    hardware_gpu: s.hardware[3],
    search_text: solutionSearchText(fields),
  };
}

/**
 * Loads the demo catalogue: lookups, products with logos, and solutions with generated map
 * pictures. Idempotent by name, so SEED_DEMO=1 on every start adds only what is missing.
 * Pictures are made and stored first; if the database step then fails they are removed again.
 */
async function seedDemo(
  db: Db,
  storage: ImageStorage,
  start: (total: number) => Progress,
  now = new Date(),
): Promise<SeedOutcome> {
  const k = db.kysely;
  const repos = buildRepositories(db);
  const lookups = loadDemoLookups();
  const existingSolutions = new Set((await k.selectFrom('solutions').select('name').execute()).map((r) => r.name));
  const existingProducts = new Set((await k.selectFrom('arcgis_products').select('name').execute()).map((r) => r.name));
  const solutions = loadDemoSolutions()
    .map((s, index) => ({ s, index }))
    .filter(({ s }) => !existingSolutions.has(s.name));
  const products = lookups.products
    .map(({ name, mark }, index) => ({ name, mark, index }))
    .filter((p) => !existingProducts.has(p.name));

  // Each logo, each solution's pictures and each solution's rows count as one step.
  const shown = start(products.length + 2 * solutions.length);
  const written: string[] = [];
  // The SVG is first rendered the way a user's upload would arrive (a JPEG photo or a PNG logo),
  // then goes through the same processing as an upload.
  const store = async (svg: string, as: 'jpeg' | 'png') => {
    const rendered = await sharp(Buffer.from(svg))[as]().toBuffer();
    const { files, columns } = imageFiles(randomBytes(12).toString('hex'), await processImage(rendered));
    // A logo is shown as it is: only its picture is kept.
    for (const [key, data] of as === 'jpeg' ? files : files.slice(0, 1)) {
      await storage.put(key, data);
      written.push(key);
    }
    return columns;
  };

  try {
    const logos = await mapLimit(products, 3, async (p) => {
      const columns = await store(logoSvg(p.index, p.mark), 'png');
      shown.tick();
      return columns;
    });
    const pictures: NewImageRow[][] = await mapLimit(solutions, 3, async ({ s, index }) => {
      const out: NewImageRow[] = [];
      for (const [n, name] of s.images.entries()) {
        out.push({ name: `${name}.jpg`, ...(await store(mapArtSvg(index * 10 + n + 1), 'jpeg')) });
      }
      shown.tick();
      return out;
    });

    await k.transaction().execute(async (trx) => {
      const ids = new Map<string, Map<string, number>>();
      for (const [table, names] of lookupTables(lookups)) ids.set(table, await ensureLookupNames(trx, table, names));
      if (products.length) {
        await trx
          .insertInto('arcgis_products')
          .values(products.map((p, i) => ({ name: p.name, image: logos[i]!.storage_key })))
          .execute();
      }
      ids.set(
        'arcgis_products',
        new Map((await trx.selectFrom('arcgis_products').select(['id', 'name']).execute()).map((r) => [r.name, r.id])),
      );
      const idOf = (table: string, name: string) => {
        const id = ids.get(table)?.get(name);
        if (id === undefined) throw new Error(`demo data names an unknown ${table} entry: ${name}`);
        return id;
      };

      for (const [n, { s, index }] of solutions.entries()) {
        // Spread over the last two years, the first entries newest, so every sort shows a mix.
        const createdAt = new Date(
          now.getTime() - index * 2.3 * 86_400_000 - ((index * 7) % 13) * 3_600_000,
        ).toISOString();
        const row = solutionRow(s, index, {
          sector: idOf('sectors', s.sector),
          contributor: idOf('contributors', s.contributor),
        });
        const announcedAt = (SIGNED_IN_VISIBLE_STATUSES as readonly string[]).includes(s.status) ? createdAt : null;
        const writer = repos.solutionsAdmin.on(trx);
        const id = await writer.insertSolution(row, createdAt, announcedAt);
        const names = linkNames(s);
        const links = Object.fromEntries(
          SOLUTION_LINK_NAMES.map((link) => [link, names[link].map((name) => idOf(SOLUTION_LINKS[link].lookup, name))]),
        ) as SolutionLinkIds;
        await writer.replaceLinks(id, links);
        await repos.images.on(trx).append(id, pictures[n]!, createdAt);
        shown.tick();
      }
    });
    return { solutions: solutions.length, images: written.length };
  } catch (error) {
    shown.stop();
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
