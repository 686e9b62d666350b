import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { parseVariants } from './image-variants.ts';

type Executor = Kysely<Database>;

export interface NewImageRow {
  name: string;
  storage_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  /** JSON list of StoredVariant (image-variants.ts). */
  variants: string;
}

export interface StoredKeys {
  storage_key: string;
  thumbnail_key: string;
  variants: string | null;
}

/** Image rows of solutions. Every method runs on the caller's transaction. */
export const imagesRepository = {
  /** Appends images after the solution's last one, keeping their order. */
  async append(trx: Executor, solutionId: number, images: readonly NewImageRow[], now: string): Promise<void> {
    if (images.length === 0) return;
    const last = await trx
      .selectFrom('solution_images')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('solution_id', '=', solutionId)
      .executeTakeFirst();
    const start = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
    await trx
      .insertInto('solution_images')
      .values(images.map((img, i) => ({ ...img, solution_id: solutionId, position: start + i, created_at: now })))
      .execute();
  },

  keysOf(trx: Executor, solutionId: number): Promise<StoredKeys[]> {
    return trx
      .selectFrom('solution_images')
      .select(['storage_key', 'thumbnail_key', 'variants'])
      .where('solution_id', '=', solutionId)
      .execute();
  },

  find(trx: Executor, imageId: number) {
    return trx
      .selectFrom('solution_images')
      .select(['id', 'solution_id', 'storage_key', 'thumbnail_key', 'variants'])
      .where('id', '=', imageId)
      .executeTakeFirst();
  },

  async delete(trx: Executor, imageId: number): Promise<boolean> {
    const result = await trx.deleteFrom('solution_images').where('id', '=', imageId).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  async solutionExists(trx: Executor, solutionId: number): Promise<boolean> {
    return (
      (await trx.selectFrom('solutions').select('id').where('id', '=', solutionId).executeTakeFirst()) !== undefined
    );
  },

  async touchSolution(trx: Executor, solutionId: number, now: string): Promise<void> {
    await trx.updateTable('solutions').set({ updated_at: now }).where('id', '=', solutionId).execute();
  },
};

/** Every stored file of the rows: picture, thumbnail and width variants, each once. */
export const keysOfRows = (rows: readonly StoredKeys[]) => [
  ...new Set(rows.flatMap((r) => [r.storage_key, r.thumbnail_key, ...parseVariants(r.variants).map((v) => v.key)])),
];

/** Every stored key a record points at, for the sweep of leftover files. */
export async function referencedStorageKeys(db: Executor): Promise<string[]> {
  return keysOfRows(
    await db.selectFrom('solution_images').select(['storage_key', 'thumbnail_key', 'variants']).execute(),
  );
}
