import {
  entriesFor,
  hardwareEntries,
  hardwareField,
  type RevisionSolution,
  SOLUTION_PLAIN_TEXT_FIELDS,
} from '@catalog/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/repository.ts';
import { SOLUTION_LINKS, type SolutionLinkName } from '../../db/solution-links.ts';

/** Each list lookup of a version and the link it is read through. */
export const REVISION_LINKS = {
  industry: 'industry',
  technology: 'technology',
  pattern_of_use: 'pattern',
  arcgis_product: 'product',
} as const satisfies Record<string, SolutionLinkName>;

type Named = { id: number; name: string };

/**
 * The solution `id` as it is now, read on `db` (inside the write's transaction), with the names
 * of its lookup values and its images in their order; undefined when there is no such row.
 */
export async function readSnapshot(db: Executor, id: number): Promise<RevisionSolution | undefined> {
  const row = await db
    .selectFrom('solutions as s')
    .leftJoin('contributors as c', 'c.id', 's.contributor_id')
    .leftJoin('sectors as sec', 'sec.id', 's.sector_id')
    .where('s.id', '=', id)
    .selectAll('s')
    .select(['c.name as contributor_name', 'sec.name as sector_name'])
    .executeTakeFirst();
  if (!row) return undefined;
  const linked = async (link: SolutionLinkName): Promise<Named[]> => {
    const { table, column, lookup } = SOLUTION_LINKS[link];
    const { rows } = await sql<Named>`select l.id, l.name from ${sql.table(table)} x
      join ${sql.table(lookup)} l on l.id = x.${sql.ref(column)}
      where x.solution_id = ${id} order by lower(l.name), l.id`.execute(db);
    return rows.map((r) => ({ id: Number(r.id), name: r.name }));
  };
  const lists = Object.fromEntries(
    await Promise.all(Object.entries(REVISION_LINKS).map(async ([field, link]) => [field, await linked(link)])),
  ) as Record<keyof typeof REVISION_LINKS, Named[]>;
  const images = await db
    .selectFrom('solution_images')
    .select(['id', 'name'])
    .where('solution_id', '=', id)
    .where('detached_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const named = (lookupId: number | null, name: string | null) =>
    lookupId !== null && name !== null ? { id: lookupId, name } : null;
  return {
    name: row.name,
    description: row.description,
    status: row.status,
    feature: row.feature,
    benefit: row.benefit,
    challenge: row.challenge,
    ...entriesFor(SOLUTION_PLAIN_TEXT_FIELDS, (field) => row[field]),
    ...hardwareEntries((part) => Number(row[hardwareField(part)])),
    contributor: named(row.contributor_id, row.contributor_name),
    sector: named(row.sector_id, row.sector_name),
    ...lists,
    images,
  };
}
