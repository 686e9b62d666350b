/** Indonesia's western time (WIB) is UTC+7 all year: insight's calendar days (docs/decisions/0155). */
const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The WIB calendar day of `at`, `YYYY-MM-DD`. */
export const wibDay = (at: Date): string => new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** How many days [from, to] holds, both included. */
export const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
