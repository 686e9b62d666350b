import type { SolutionDetail } from '@catalog/shared';
import type { MessageKey } from '../../i18n/keys.ts';
import { statusName } from '../../i18n/solution-status.ts';
import type { Translate } from '../../i18n/use-t.ts';

/** One row of the table: its label and each solution's cell, a text or a hardware figure. */
export interface CompareRow {
  key: string;
  label: string;
  cells: Array<string | number>;
  /** A figure row: its highest value stands out. */
  numeric: boolean;
}

const names = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name).join(', ');

const TEXT_ROWS: Array<[string, MessageKey, (s: SolutionDetail) => string]> = [
  ['sector', 'comparePage.sector', (s) => s.sector?.name ?? ''],
  ['industry', 'comparePage.industries', (s) => names(s.industry)],
  ['technology', 'comparePage.technologies', (s) => names(s.technology)],
  ['arcgis_product', 'comparePage.products', (s) => names(s.arcgis_product)],
  ['pattern_of_use', 'comparePage.patterns', (s) => names(s.pattern_of_use)],
  ['contributor', 'comparePage.contributor', (s) => s.contributor?.name ?? ''],
];

const HARDWARE_ROWS = [
  ['cpu_core', 'comparePage.cpu'],
  ['ram', 'comparePage.ram'],
  ['storage', 'comparePage.storage'],
  ['gpu', 'comparePage.gpu'],
] as const;

/**
 * The rows of the comparison by the role rules of the solution page: the API leaves out what the
 * viewer may not see, so status and hardware have rows only when the answers carry them.
 */
export function compareRows(solutions: readonly SolutionDetail[], t: Translate): CompareRow[] {
  const rows: CompareRow[] = TEXT_ROWS.map(([key, label, cell]) => ({
    key,
    label: t(label),
    cells: solutions.map(cell),
    numeric: false,
  }));
  if (solutions.some((s) => s.status !== undefined)) {
    rows.push({
      key: 'status',
      label: t('comparePage.status'),
      cells: solutions.map((s) => (s.status ? statusName(t, s.status, s.status) : '')),
      numeric: false,
    });
  }
  if (solutions.some((s) => s.hardware !== undefined)) {
    for (const [part, label] of HARDWARE_ROWS) {
      rows.push({ key: part, label: t(label), cells: solutions.map((s) => s.hardware?.[part] ?? 0), numeric: true });
    }
  }
  return rows;
}

/** Whether every solution has the same value in the row. */
export const allEqual = (row: CompareRow) => row.cells.every((cell) => cell === row.cells[0]);

/** The highest figure of a row, when it stands out (some solution has less); undefined otherwise. */
export function highestOf(row: CompareRow): number | undefined {
  if (!row.numeric || allEqual(row)) return undefined;
  return Math.max(...(row.cells as number[]));
}
