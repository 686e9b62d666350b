import type { LookupKind } from '@catalog/shared';
import { sql } from 'kysely';
import { containsText } from '../../db/query-text.ts';
import { Repository } from '../../db/repository.ts';
import { LOOKUP_USES, type LookupUse } from './lookup-kinds.ts';

export interface LookupValueRow {
  id: number;
  name: string;
  /** The stored logo key of an ArcGIS product; null on every other list. */
  image: string | null;
  usage_count: number;
}

/** How many solutions use the value `l.id`. */
const usageOf = (use: LookupUse) =>
  use.via === 'link'
    ? sql<number>`(SELECT count(*) FROM ${sql.table(use.linkTable)} AS u WHERE ${sql.ref(`u.${use.column}`)} = l.id)`
    : sql<number>`(SELECT count(*) FROM solutions AS s WHERE ${sql.ref(`s.${use.column}`)} = l.id)`;

const imageOf = (use: LookupUse) => (use.table === 'arcgis_products' ? sql`l.image` : sql`NULL`);

const asRow = (r: LookupValueRow): LookupValueRow => ({ ...r, id: Number(r.id), usage_count: Number(r.usage_count) });

/**
 * Writes of the lookup lists (docs/product.md §6.6), over the list a kind names. Names are unique
 * per list whatever their case (a unique index on lower(name), migration 0007). Every table here
 * moves the catalogue version through its triggers, so filters and pickers change on the next read.
 */
export class LookupsAdminRepository extends Repository {
  async page(kind: LookupKind, search: string | undefined, limit: number, offset: number) {
    const use = LOOKUP_USES[kind];
    const where = search ? sql`WHERE ${containsText('l.name', search)}` : sql``;
    const counted = await sql<{
      total: number;
    }>`SELECT count(*) AS total FROM ${sql.table(use.table)} AS l ${where}`.execute(this.db);
    const rows = await sql<LookupValueRow>`SELECT l.id, l.name, ${imageOf(use)} AS image, ${usageOf(use)} AS usage_count
      FROM ${sql.table(use.table)} AS l ${where}
      ORDER BY lower(l.name), l.id LIMIT ${limit} OFFSET ${offset}`.execute(this.db);
    return { total: Number(counted.rows[0]?.total ?? 0), rows: rows.rows.map(asRow) };
  }

  async find(kind: LookupKind, id: number): Promise<LookupValueRow | undefined> {
    const use = LOOKUP_USES[kind];
    const { rows } =
      await sql<LookupValueRow>`SELECT l.id, l.name, ${imageOf(use)} AS image, ${usageOf(use)} AS usage_count
      FROM ${sql.table(use.table)} AS l WHERE l.id = ${id}`.execute(this.db);
    return rows[0] && asRow(rows[0]);
  }

  /** Whether another value of the list has this name, whatever its case. */
  async nameTaken(kind: LookupKind, name: string, exceptId: number | null = null): Promise<boolean> {
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(LOOKUP_USES[kind].table)}
      WHERE lower(name) = lower(${name}) AND id <> ${exceptId ?? 0}`.execute(this.db);
    return rows.length > 0;
  }

  async insert(kind: LookupKind, name: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(LOOKUP_USES[kind].table)} (name)
      VALUES (${name}) RETURNING id`.execute(this.db);
    return Number(rows[0]!.id);
  }

  async rename(kind: LookupKind, id: number, name: string): Promise<void> {
    await sql`UPDATE ${sql.table(LOOKUP_USES[kind].table)} SET name = ${name} WHERE id = ${id}`.execute(this.db);
  }

  /**
   * Moves every use of `fromId` to `intoId`. A solution linked to both keeps one link to `intoId`;
   * the links to `fromId` go.
   */
  async moveUses(kind: LookupKind, fromId: number, intoId: number): Promise<void> {
    const use = LOOKUP_USES[kind];
    if (use.via === 'column') {
      await sql`UPDATE solutions SET ${sql.ref(use.column)} = ${intoId} WHERE ${sql.ref(use.column)} = ${fromId}`.execute(
        this.db,
      );
      return;
    }
    const [table, column] = [sql.table(use.linkTable), sql.ref(use.column)];
    await sql`INSERT INTO ${table} (solution_id, ${column})
      SELECT solution_id, ${intoId} FROM ${table} AS f WHERE ${sql.ref(`f.${use.column}`)} = ${fromId}
        AND NOT EXISTS (SELECT 1 FROM ${table} AS t
          WHERE t.solution_id = f.solution_id AND ${sql.ref(`t.${use.column}`)} = ${intoId})`.execute(this.db);
    await sql`DELETE FROM ${table} WHERE ${column} = ${fromId}`.execute(this.db);
  }

  async delete(kind: LookupKind, id: number): Promise<void> {
    await sql`DELETE FROM ${sql.table(LOOKUP_USES[kind].table)} WHERE id = ${id}`.execute(this.db);
  }

  async setProductLogo(id: number, key: string): Promise<void> {
    await this.db.updateTable('arcgis_products').set({ image: key }).where('id', '=', id).execute();
  }
}
