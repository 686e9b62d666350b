import { sql } from 'kysely';

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether the column holds `text` anywhere, whatever the case (as each database folds it: SQLite
 * folds ASCII letters only). The escape character is named, since SQLite has no default one.
 */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${containsPattern(text)}) ESCAPE '\\'`;

/** Whether a database error is a unique constraint or index refusing a duplicate (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
