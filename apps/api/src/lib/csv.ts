/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, lines ended by CRLF, and a
 * byte order mark first so spreadsheet programs read the text as UTF-8. A cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula when the file is
 * opened, so it is prefixed with `'` and shown as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
