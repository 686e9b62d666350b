/**
 * A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally; use it with
 * `ESCAPE '\'` on both databases.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether a database error is a unique constraint or index refusing a duplicate (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
