import { CATALOG_EXPORT_FORMAT, type CatalogExport, SOLUTION_STATUS_IDS } from '@catalog/shared';

/** Generated export files of the bulk import and export (docs/decisions/0176), and what they describe. */

export const CONTRIBUTORS = ['Ani Wijaya', 'Budi "Data" Santoso', 'Esri Indonesia'];
const SECTORS = ['Public Sector', 'Commercial'];
const INDUSTRIES = ['Agriculture', 'Forestry, Fishing', 'Mining', 'Utilities', 'Water'];
const TECHNOLOGIES = ['Drone', 'GNSS', 'Lidar', 'Remote sensing'];
const PATTERNS = ['Monitoring', 'Planning'];
const PRODUCTS = ['ArcGIS Pro', 'ArcGIS Online', 'Survey123'];
/** Names a spreadsheet would run as formulas, and other awkward text. */
export const AWKWARD = [
  '=SUM(A1:A9)',
  '+62 Coastal',
  '-Minus Map',
  '@Mention',
  'Quote "inside", comma',
  'Ümlaut & 漢字',
];

const pick = <T>(list: readonly T[], i: number, count: number) =>
  Array.from({ length: count }, (_, k) => list[(i + k) % list.length]!).filter((v, k, all) => all.indexOf(v) === k);

/** A solution of an export file, as a person or another system would write it. */
export function generated(i: number) {
  return {
    name: i < AWKWARD.length ? AWKWARD[i]! : `Solution ${i} for ${INDUSTRIES[i % INDUSTRIES.length]}`,
    status: SOLUTION_STATUS_IDS[i % SOLUTION_STATUS_IDS.length],
    description: `<p>Description of <strong>${i}</strong>, line one</p><p>=not a formula</p>`,
    feature: i % 3 === 0 ? '' : `<ul><li>Feature ${i}</li></ul>`,
    benefit: `<p>Benefit ${i}</p>`,
    challenge: '',
    creator: i % 7 === 0 ? '-Creator with a dash' : `Creator ${i}`,
    contributor_name: CONTRIBUTORS[i % CONTRIBUTORS.length],
    sector_name: SECTORS[i % SECTORS.length],
    industries: pick(INDUSTRIES, i, i % 3),
    technologies: pick(TECHNOLOGIES, i, (i % 4) + 1),
    patterns_of_use: pick(PATTERNS, i, i % 2),
    arcgis_products: pick(PRODUCTS, i, i % 3),
    storymap_url: i % 2 ? `https://storymaps.example.com/${i}` : '',
    application_demo_url: '',
    repository_url: i % 5 ? '' : `https://git.example.com/${i}`,
    presentation_url: '',
    video_url: i % 4 ? '' : 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    pdf_url: '',
    hardware: { cpu_core: i % 16, ram: (i % 8) * 2.5, storage: 100 + i, gpu: 0 },
  };
}

export const fileOf = (solutions: unknown[]) => ({
  format: CATALOG_EXPORT_FORMAT,
  exported_at: '2026-01-01',
  solutions,
});

/** The catalogue an export describes, without what a new catalogue gives anew (times, images). */
export function catalogueOf(file: CatalogExport) {
  return file.solutions.map((s) => {
    const { created_at: _c, updated_at: _u, images: _i, image_url: _m, ...rest } = s;
    return rest;
  });
}

/** The catalogue without its lookups' ids, which belong to one database: lookups by name only. */
export function catalogueByName(file: CatalogExport) {
  return catalogueOf(file).map(
    ({ contributor: _c, sector: _x, industry: _n, technology: _t, pattern_of_use: _p, arcgis_product: _a, ...rest }) =>
      rest,
  );
}
