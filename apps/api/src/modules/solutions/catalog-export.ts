import {
  CATALOG_EXPORT_FORMAT,
  CSV_COLUMNS,
  type CsvColumn,
  type ExportedSolution,
  type ExportFormat,
  HARDWARE_PARTS,
  hardwareField,
  type SolutionDetail,
} from '@catalog/shared';
import { CSV_BOM, type CsvCell, csvLine } from '../../lib/csv.ts';
import type { SolutionsService } from './solutions.service.ts';

/** Solutions read per query while streaming: the memory an export holds at once. */
export const EXPORT_BATCH = 500;

/** The detail answer with each lookup also by name (docs/decisions/0176). */
export function exportedSolution(detail: SolutionDetail): ExportedSolution {
  const names = (items: ReadonlyArray<{ name: string }>) => items.map((item) => item.name);
  return {
    ...detail,
    contributor_name: detail.contributor?.name ?? null,
    sector_name: detail.sector?.name ?? null,
    industries: names(detail.industry),
    technologies: names(detail.technology),
    patterns_of_use: names(detail.pattern_of_use),
    arcgis_products: names(detail.arcgis_product),
  };
}

/** A list cell: its values one per line. */
const listCell = (values: readonly string[]) => values.join('\n');

/** The CSV cells of a solution, in the order of CSV_COLUMNS. */
export function csvCells(s: ExportedSolution): CsvCell[] {
  const hardware = Object.fromEntries(HARDWARE_PARTS.map((part) => [hardwareField(part), s.hardware?.[part] ?? 0]));
  const cells: Record<CsvColumn, CsvCell> = {
    solution_id: s.solution_id,
    name: s.name,
    status: s.status ?? '',
    description: s.description,
    feature: s.feature,
    benefit: s.benefit,
    challenge: s.challenge,
    creator: s.creator,
    contributor: s.contributor_name,
    sector: s.sector_name,
    industries: listCell(s.industries),
    technologies: listCell(s.technologies),
    patterns_of_use: listCell(s.patterns_of_use),
    arcgis_products: listCell(s.arcgis_products),
    storymap_url: s.storymap_url ?? '',
    application_demo_url: s.application_demo_url ?? '',
    repository_url: s.repository_url ?? '',
    presentation_url: s.presentation_url ?? '',
    video_url: s.video_url,
    pdf_url: s.pdf_url,
    hardware_cpu_core: hardware.hardware_cpu_core!,
    hardware_ram: hardware.hardware_ram!,
    hardware_storage: hardware.hardware_storage!,
    hardware_gpu: hardware.hardware_gpu!,
    image_urls: listCell(s.images.map((image) => image.image_url)),
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}

/** Every solution of the catalogue, a page at a time, in id order; `onPage` hears each page's size. */
async function* everySolution(
  reader: SolutionsService,
  onPage?: (count: number) => void,
): AsyncGenerator<ExportedSolution[]> {
  let after = 0;
  for (;;) {
    const page = await reader.detailsAfter(after, EXPORT_BATCH);
    if (page.length === 0) return;
    onPage?.(page.length);
    yield page.map(exportedSolution);
    after = page[page.length - 1]!.id;
  }
}

/**
 * The export as text chunks, one per page of solutions, so a catalogue of any size is sent while
 * only one page is in memory. The JSON is `{ format, exported_at, solutions }`; the CSV has a
 * byte order mark, a header line and a line per solution, every cell formula-safe.
 */
export async function* exportChunks(
  reader: SolutionsService,
  format: ExportFormat,
  onPage?: (count: number) => void,
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield `${CSV_BOM}${csvLine(CSV_COLUMNS)}`;
    for await (const page of everySolution(reader, onPage)) yield page.map((s) => csvLine(csvCells(s))).join('');
    return;
  }
  const head = { format: CATALOG_EXPORT_FORMAT, exported_at: new Date().toISOString() };
  yield `${JSON.stringify(head).slice(0, -1)},"solutions":[`;
  let first = true;
  for await (const page of everySolution(reader, onPage)) {
    yield `${first ? '' : ','}${page.map((s) => JSON.stringify(s)).join(',')}`;
    first = false;
  }
  yield ']}';
}
