import {
  CATALOG_EXPORT_FORMAT,
  coded,
  CSV_LIST_COLUMNS,
  HARDWARE_PARTS,
  hardwareField,
  SOLUTION_PLAIN_TEXT_FIELDS,
} from '@catalog/shared';
import { badRequest } from '../../lib/errors.ts';
import { CsvSyntaxError, parseCsv, restoreNeutralised } from '../../lib/csv.ts';

/** The most solutions one import takes. */
export const IMPORT_MAX_ROWS = 100_000;

/** The lookup lists a row names values of, by the export's keys. */
export const NAMED_LISTS = ['industries', 'technologies', 'patterns_of_use', 'arcgis_products'] as const;
export type NamedList = (typeof NAMED_LISTS)[number];

/**
 * One solution of an import file, before any rule is applied: the id it gives (anything), the
 * form's own fields as written, and its lookups by name.
 */
export interface ImportRecord {
  solutionId: unknown;
  fields: Record<string, unknown>;
  contributor: unknown;
  sector: unknown;
  lists: Record<NamedList, unknown>;
}

/** The form fields a file carries as they are (the lookups and hardware go their own way). */
const TEXT_FIELDS = ['name', 'description', 'status', 'feature', 'benefit', 'challenge', ...SOLUTION_PLAIN_TEXT_FIELDS];

/** The detail answer's `{ id, name }` key of each list, read when the name list is left out. */
const DETAIL_KEYS: Record<NamedList, string> = {
  industries: 'industry',
  technologies: 'technology',
  patterns_of_use: 'pattern_of_use',
  arcgis_products: 'arcgis_product',
};

const formatRefused = () => badRequest(coded('admin.importFormat', { format: CATALOG_EXPORT_FORMAT }));

const nameOf = (value: unknown) =>
  value !== null && typeof value === 'object' && 'name' in value ? (value as { name: unknown }).name : value;

function checkCount(count: number) {
  if (count === 0) throw badRequest(coded('admin.importEmpty'));
  if (count > IMPORT_MAX_ROWS) throw badRequest(coded('admin.importTooManyRows', { max: IMPORT_MAX_ROWS }));
}

/** A solution of the JSON export; a hand-written one may give `contributor: "Name"` and `industry: [{ name }]`. */
function recordOfJson(item: unknown): ImportRecord {
  const s = (item !== null && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  const hardware = (s.hardware !== null && typeof s.hardware === 'object' ? s.hardware : {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (field in s) fields[field] = s[field];
  for (const part of HARDWARE_PARTS) {
    const value = hardware[part] ?? s[hardwareField(part)];
    if (value !== undefined) fields[hardwareField(part)] = value;
  }
  const list = (key: NamedList) => {
    const value = s[key] ?? s[DETAIL_KEYS[key]];
    return Array.isArray(value) ? value.map(nameOf) : value;
  };
  return {
    solutionId: s.solution_id ?? s.id,
    fields,
    contributor: s.contributor_name !== undefined ? s.contributor_name : nameOf(s.contributor),
    sector: s.sector_name !== undefined ? s.sector_name : nameOf(s.sector),
    lists: {
      industries: list('industries'),
      technologies: list('technologies'),
      patterns_of_use: list('patterns_of_use'),
      arcgis_products: list('arcgis_products'),
    },
  };
}

/** The records of a JSON body: the export's `{ format, solutions }`. */
export function recordsOfJson(text: string): ImportRecord[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(coded('admin.importMalformedJson'));
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw formatRefused();
  const { format, solutions } = body as { format?: unknown; solutions?: unknown };
  if ((format !== undefined && format !== CATALOG_EXPORT_FORMAT) || !Array.isArray(solutions)) throw formatRefused();
  checkCount(solutions.length);
  return solutions.map(recordOfJson);
}

const LIST_COLUMNS = new Set<string>(CSV_LIST_COLUMNS);

/** The records of a CSV body: a header line naming the export's columns (at least `name`), then a line per solution. */
export function recordsOfCsv(text: string): ImportRecord[] {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(coded('admin.importMalformedCsv', { line: error.line }));
    throw error;
  }
  const [header, ...lines] = rows;
  const columns = (header ?? []).map((name) => name.trim());
  if (!columns.includes('name')) throw formatRefused();
  checkCount(lines.length);
  return lines.map((line) => {
    const cell = (column: string): string | undefined => {
      const at = columns.indexOf(column);
      if (at < 0 || at >= line.length) return undefined;
      const value = restoreNeutralised(line[at]!);
      return value;
    };
    const listOf = (column: string) => {
      const value = cell(column);
      if (value === undefined) return undefined;
      return value
        .split(/\r?\n/)
        .map((v) => v.trim())
        .filter((v) => v !== '');
    };
    const fields: Record<string, unknown> = {};
    for (const field of [...TEXT_FIELDS, ...HARDWARE_PARTS.map(hardwareField)]) {
      const value = cell(field);
      if (value !== undefined && !LIST_COLUMNS.has(field)) fields[field] = value;
    }
    const id = cell('solution_id')?.trim();
    return {
      solutionId: id === '' ? undefined : id,
      fields,
      contributor: cell('contributor'),
      sector: cell('sector'),
      lists: {
        industries: listOf('industries'),
        technologies: listOf('technologies'),
        patterns_of_use: listOf('patterns_of_use'),
        arcgis_products: listOf('arcgis_products'),
      },
    };
  });
}
