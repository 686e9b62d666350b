import { coded } from '@catalog/shared';
import type { ImageUploadResult, SolutionImage } from '@catalog/shared';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { fieldRefused, notFound } from '../../lib/errors.ts';
import type { ImageStorage } from '../../storage/storage.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { RevisionsRepository } from '../revisions/revisions.repository.ts';
import { imageDto } from './image-serialize.ts';
import { type ImageIntake, removeStored, storeThenCommit } from './image-upload.service.ts';
import { type ImagesRepository, keysOfRows } from './images.repository.ts';

/** Adding images to and removing them from an existing solution (admins only; the routes check). */
export class ImagesService {
  constructor(
    private readonly images: ImagesRepository,
    private readonly storage: ImageStorage,
    private readonly activity: ActivityRepository,
    private readonly revisions: RevisionsRepository,
  ) {}

  async assertSolutionExists(solutionId: number): Promise<void> {
    if (!(await this.images.solutionExists(solutionId))) throw notFound(coded('server.solutionNotFound'));
  }

  /** Stores every accepted file and reports each refused one; refuses the request when none is usable. */
  async add(
    caller: Caller,
    solutionId: number,
    intake: ImageIntake,
    log: FastifyBaseLogger,
  ): Promise<ImageUploadResult> {
    if (intake.received === 0) throw fieldRefused('images', coded('server.noImages'));
    if (intake.accepted.length === 0) throw intake.refusal();
    await storeThenCommit(
      this.storage,
      intake.accepted,
      (rows) =>
        this.images.transaction(async (trx) => {
          const images = this.images.on(trx);
          // Checked again inside the transaction: the solution may have been deleted meanwhile.
          if (!(await images.solutionExists(solutionId))) throw notFound(coded('server.solutionNotFound'));
          const now = nowIso();
          await this.revisions.on(trx).baseline(solutionId);
          await images.append(solutionId, rows, now);
          await images.touchSolution(solutionId, now);
          const summary = `Added ${rows.length} ${rows.length === 1 ? 'image' : 'images'} to solution ${solutionId}`;
          await this.activity.on(trx).record(caller, 'image', 'create', solutionId, summary);
          await this.revisions
            .on(trx)
            .record(solutionId, caller.userId, `Added ${rows.length} ${rows.length === 1 ? 'image' : 'images'}`);
        }),
      log,
    );
    return { images: await this.imagesOf(solutionId), errors: intake.errors };
  }

  /** Deletes the record first and the files after the commit, so no record points at a missing file. */
  async remove(caller: Caller, imageId: number, log: FastifyBaseLogger): Promise<void> {
    const keys = await this.images.transaction(async (trx) => {
      const images = this.images.on(trx);
      const row = await images.find(imageId);
      if (!row || !(await images.solutionExists(row.solution_id))) throw notFound(coded('server.imageNotFound'));
      // Before the delete: the baseline still shows the image.
      await this.revisions.on(trx).baseline(row.solution_id);
      if (!(await images.delete(imageId))) throw notFound(coded('server.imageNotFound'));
      await images.touchSolution(row.solution_id, nowIso());
      await this.activity
        .on(trx)
        .record(caller, 'image', 'delete', imageId, `Removed image "${row.name}" of solution ${row.solution_id}`);
      await this.revisions.on(trx).record(row.solution_id, caller.userId, `Removed image "${row.name}"`);
      return keysOfRows([row]);
    });
    await removeStored(this.storage, keys, log);
  }

  private async imagesOf(solutionId: number): Promise<SolutionImage[]> {
    return (await this.images.ofSolutions([solutionId])).map(imageDto);
  }
}
