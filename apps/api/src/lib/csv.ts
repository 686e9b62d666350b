/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, lines ended by CRLF, and a
 * byte order mark first so spreadsheet programs read the text as UTF-8. A cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula when the file is
 * opened, so it is prefixed with `'` and shown as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell this file neutralised: `'` then a formula start (see `restoreNeutralised`). */
const NEUTRALISED = /^'[=+\-@\t\r]/;

export const CSV_BOM = '\uFEFF';
export type CsvCell = string | number | null;

const cell = (value: CsvCell) => {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** One line of the file, its CRLF included. */
export function csvLine(row: ReadonlyArray<CsvCell>): string {
  return `${row.map(cell).join(',')}\r\n`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}

/**
 * A cell's text as it was before `csvLine` neutralised it. A text that itself started with `'`
 * and a formula start loses that `'` (docs/decisions/0176).
 */
export function restoreNeutralised(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/** The line (1-based) where a CSV text stops making sense. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`malformed CSV at line ${line}`);
  }
}

/**
 * The rows of an RFC 4180 text (quoted or bare cells, CRLF or LF line ends, a byte order mark
 * skipped). A quote inside a bare cell, text after a closing quote or an unclosed quote is an
 * error naming its line; empty lines are skipped.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let line = 1;
  let i = 0;
  const endRow = () => {
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (i <= text.length) {
    if (i === text.length) {
      // Only a trailing comma gets here with cells in the row: its last cell is empty.
      if (row.length > 0) {
        row.push('');
        endRow();
      }
      break;
    }
    let value = '';
    if (text[i] === '"') {
      const start = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(start);
        const ch = text[i]!;
        if (ch === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (ch === '\n') line++;
        value += ch;
        i++;
      }
      if (i < text.length && !/[,\r\n]/.test(text[i]!)) throw new CsvSyntaxError(line);
    } else {
      while (i < text.length && !/[,\r\n]/.test(text[i]!)) {
        if (text[i] === '"') throw new CsvSyntaxError(line);
        value += text[i];
        i++;
      }
    }
    row.push(value);
    if (i === text.length) {
      endRow();
      break;
    }
    const sep = text[i]!;
    i++;
    if (sep === ',') continue;
    if (sep === '\r' && text[i] === '\n') i++;
    line++;
    endRow();
  }
  return rows;
}
