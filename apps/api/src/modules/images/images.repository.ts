import { Repository } from '../../db/repository.ts';
import { storedLogoKey } from '../../storage/storage.ts';
import type { SolutionImageRow } from '../../db/types.ts';
import { parseVariants } from './image-variants.ts';

/** What an upload records of one image; `variants` is the JSON list of StoredVariant (image-variants.ts). */
export type NewImageRow = Pick<SolutionImageRow, 'name' | 'storage_key' | 'thumbnail_key' | 'width' | 'height'> & {
  variants: string;
};

export type StoredKeys = Pick<SolutionImageRow, 'storage_key' | 'thumbnail_key' | 'variants'>;

/** What cards and the solution page show of an image, besides its solution. */
export const IMAGE_COLUMNS = ['id', 'name', 'storage_key', 'thumbnail_key', 'width', 'height', 'variants'] as const;

/** An image as cards and the solution page show it. */
export type ImageRow = Pick<SolutionImageRow, 'solution_id' | (typeof IMAGE_COLUMNS)[number]>;

/** Image rows of solutions. */
export class ImagesRepository extends Repository {
  /** Appends images after the solution's last one, keeping their order. */
  async append(solutionId: number, images: readonly NewImageRow[], now: string): Promise<void> {
    if (images.length === 0) return;
    const last = await this.db
      .selectFrom('solution_images')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('solution_id', '=', solutionId)
      .executeTakeFirst();
    const start = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
    await this.db
      .insertInto('solution_images')
      .values(images.map((img, i) => ({ ...img, solution_id: solutionId, position: start + i, created_at: now })))
      .execute();
  }

  /** The images of each solution of `ids`, in their order. */
  ofSolutions(ids: readonly number[]): Promise<ImageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('solution_images')
      .where('solution_id', 'in', ids as number[])
      .where('detached_at', 'is', null)
      .select(['solution_id', ...IMAGE_COLUMNS])
      .orderBy('solution_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  keysOf(solutionId: number): Promise<StoredKeys[]> {
    return this.db
      .selectFrom('solution_images')
      .select(['storage_key', 'thumbnail_key', 'variants'])
      .where('solution_id', '=', solutionId)
      .execute();
  }

  find(imageId: number) {
    return this.db
      .selectFrom('solution_images')
      .select(['id', 'solution_id', 'name', 'storage_key', 'thumbnail_key', 'variants'])
      .where('id', '=', imageId)
      .where('detached_at', 'is', null)
      .executeTakeFirst();
  }

  async delete(imageId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('solution_images').where('id', '=', imageId).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Whether the solution is in the catalogue (not in the trash). */
  async solutionExists(solutionId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('solutions')
      .select('id')
      .where('id', '=', solutionId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Shows the images of `shown` in that order and sets every other image of the solution aside
   * (a restored version, docs/decisions/0153); ids no longer stored are skipped.
   */
  async arrange(solutionId: number, shown: readonly number[], now: string): Promise<void> {
    await this.db
      .updateTable('solution_images')
      .set({ detached_at: now })
      .where('solution_id', '=', solutionId)
      .$if(shown.length > 0, (qb) => qb.where('id', 'not in', [...shown]))
      .execute();
    for (const [position, id] of shown.entries()) {
      await this.db
        .updateTable('solution_images')
        .set({ detached_at: null, position })
        .where('solution_id', '=', solutionId)
        .where('id', '=', id)
        .execute();
    }
  }

  async touchSolution(solutionId: number, now: string): Promise<void> {
    await this.db.updateTable('solutions').set({ updated_at: now }).where('id', '=', solutionId).execute();
  }

  /** Every stored key a record points at, for the sweep of leftover files. */
  async referencedKeys(): Promise<string[]> {
    const images = keysOfRows(
      await this.db.selectFrom('solution_images').select(['storage_key', 'thumbnail_key', 'variants']).execute(),
    );
    const logos = (await this.db.selectFrom('arcgis_products').select('image').execute()).map((p) =>
      storedLogoKey(p.image),
    );
    return [...images, ...logos.filter((key) => key !== null)];
  }
}

/** Every stored file of the rows: picture, thumbnail and width variants, each once. */
export const keysOfRows = (rows: readonly StoredKeys[]) => [
  ...new Set(rows.flatMap((r) => [r.storage_key, r.thumbnail_key, ...parseVariants(r.variants).map((v) => v.key)])),
];
