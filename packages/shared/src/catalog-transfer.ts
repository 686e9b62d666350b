import { z } from 'zod';
import { solutionDetail } from './catalog.ts';
import { codedFields } from './envelope.ts';
import { oneOfNamed } from './validation.ts';

/**
 * Bulk export and import of the catalogue (docs/decisions/0176-bulk-export-and-import.md). The
 * export is the detail answer of every solution an admin sees, with each lookup also by name, so
 * that another catalogue (whose lookup ids differ) can read it back.
 */
export const CATALOG_EXPORT_FORMAT = 'solution-catalog/1';
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The lookups of a solution by name, beside the detail answer's `{ id, name }` values. */
export const lookupNames = {
  contributor_name: z.string().nullable(),
  sector_name: z.string().nullable(),
  industries: z.array(z.string()),
  technologies: z.array(z.string()),
  patterns_of_use: z.array(z.string()),
  arcgis_products: z.array(z.string()),
};

export const exportedSolution = solutionDetail.extend(lookupNames).meta({ id: 'ExportedSolution' });
export type ExportedSolution = z.infer<typeof exportedSolution>;

export const catalogExport = z
  .object({
    format: z.literal(CATALOG_EXPORT_FORMAT),
    exported_at: z.string(),
    solutions: z.array(exportedSolution),
  })
  .meta({ id: 'CatalogExport' });
export type CatalogExport = z.infer<typeof catalogExport>;

/** `0` or `1` in a query; `fallback` when left out. */
const flag = (name: string, fallback: boolean) =>
  oneOfNamed(name, ['0', '1'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '1'));

export const exportQuery = z.object({
  format: oneOfNamed('format', EXPORT_FORMATS)
    .optional()
    .transform((v) => v ?? 'json')
    .describe('`json` (the default) or `csv`'),
});

/** The media types an import reads: the export's JSON or its CSV. */
export const IMPORT_MEDIA_TYPES = ['application/json', 'text/csv'] as const;

export const importQuery = z.object({
  dry_run: flag('dry_run', true).describe('`1` (the default): report what would happen and change nothing; `0`: apply'),
  all_or_nothing: flag('all_or_nothing', false).describe('`1`: apply nothing when any row is refused'),
  create_lookups: flag('create_lookups', false).describe(
    '`1`: add the lookup values the file names that do not exist yet',
  ),
});
export type ImportQuery = z.output<typeof importQuery>;

export const IMPORT_ACTIONS = ['create', 'update', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

const fieldMessage = z.object(codedFields);

export const importRow = z
  .object({
    /** 1 for the first solution of the file (the first line after a CSV's header). */
    row: z.number().int(),
    action: z.enum(IMPORT_ACTIONS),
    solution_id: z.number().int().optional(),
    name: z.string().optional(),
    reason: z.string().optional().describe('Why the row is refused, in English; `code` and `params` name it'),
    code: codedFields.code.optional(),
    params: codedFields.params.optional(),
    fields: z.record(z.string(), fieldMessage).optional().describe('The message of each field at fault, by field'),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRow>;

export const importReport = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    refused: z.number().int(),
    /** True when the rows were written: not on a dry run, nor when all_or_nothing met a refused row. */
    applied: z.boolean(),
    rows: z.array(importRow),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReport>;

/**
 * The CSV's columns, in order: the solution's own fields, its lookups by name (a list's names one
 * per line of the cell), the hardware figures and the image URLs (one per line).
 */
export const CSV_COLUMNS = [
  'solution_id',
  'name',
  'status',
  'description',
  'feature',
  'benefit',
  'challenge',
  'creator',
  'contributor',
  'sector',
  'industries',
  'technologies',
  'patterns_of_use',
  'arcgis_products',
  'storymap_url',
  'application_demo_url',
  'repository_url',
  'presentation_url',
  'video_url',
  'pdf_url',
  'hardware_cpu_core',
  'hardware_ram',
  'hardware_storage',
  'hardware_gpu',
  'image_urls',
  'created_at',
  'updated_at',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** Columns that hold a list, one value per line of the cell. */
export const CSV_LIST_COLUMNS = [
  'industries',
  'technologies',
  'patterns_of_use',
  'arcgis_products',
  'image_urls',
] as const satisfies readonly CsvColumn[];
