import { coded, type SolutionDetail, TRASH_DAYS, type TrashItem } from '@catalog/shared';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import type { ImageStorage } from '../../storage/storage.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { WebhookRecorder } from '../webhooks/webhook-recorder.ts';
import { removeStored } from '../images/image-upload.service.ts';
import { type ImagesRepository, keysOfRows } from '../images/images.repository.ts';
import type { SolutionTrashRepository } from './solution-trash.repository.ts';
import type { SolutionsService } from './solutions.service.ts';

const DAY_MS = 86_400_000;
const purgeAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString();

/** The purge job acts as nobody in particular: its activity entries have no actor. */
const PURGE_JOB: Caller = { role: 'admin', userId: null, email: null, sessionId: null };

/**
 * The trash (docs/decisions/0154): deleted solutions wait here for TRASH_DAYS, can be put back,
 * or deleted for good by an admin or by the purge job, which removes their files too.
 */
export class SolutionTrashService {
  constructor(
    private readonly trash: SolutionTrashRepository,
    private readonly images: ImagesRepository,
    private readonly reader: SolutionsService,
    private readonly storage: ImageStorage,
    private readonly activity: ActivityRepository,
    private readonly webhooks: WebhookRecorder,
  ) {}

  async list(page: number, pageSize: number): Promise<{ total: number; items: TrashItem[] }> {
    const { total, items } = await this.trash.page(page, pageSize);
    return {
      total,
      items: items.map((row) => ({
        solution_id: Number(row.solution_id),
        name: row.name,
        deleted_at: row.deleted_at,
        deleted_by: { id: row.deleted_by_id, name: row.deleted_by_name },
        purge_at: purgeAt(row.deleted_at),
      })),
    };
  }

  /**
   * Puts a solution back. Receivers deleted their copy on `solution.deleted`, so the restore is a
   * `solution.created` with `restored: true` (and `solution.released` if it is public for the first
   * time), recorded in the same transaction (docs/decisions/0186).
   */
  async restore(caller: Caller, id: number): Promise<SolutionDetail> {
    await this.trash.transaction(async (trx) => {
      const found = await this.trash.on(trx).find(id);
      if (!found || !(await this.trash.on(trx).restore(id))) throw notFound(coded('admin.notInTrash'));
      await this.activity.on(trx).record(caller, 'solution', 'restore', id, `Restored "${found.name}" from the trash`);
      const solution = { id, name: found.name, status: found.status };
      await this.webhooks.solution(trx, 'solution.created', solution, nowIso(), { restored: true });
    });
    return this.reader.detail(caller, id);
  }

  /** Deletes one trashed solution for good; the records in one transaction, the files after it. */
  async deleteForever(caller: Caller, id: number, log: FastifyBaseLogger): Promise<{ name: string; files: number }> {
    const { name, keys } = await this.trash.transaction(async (trx) => {
      const found = await this.trash.on(trx).find(id);
      const stored = await this.images.on(trx).keysOf(id);
      if (!found || !(await this.trash.on(trx).purge(id))) throw notFound(coded('admin.notInTrash'));
      await this.activity.on(trx).record(caller, 'solution', 'purge', id, `Deleted "${found.name}" for good`);
      return { name: found.name, keys: keysOfRows(stored) };
    });
    await removeStored(this.storage, keys, log);
    return { name, files: keys.length };
  }

  /** Purges what has been in the trash for TRASH_DAYS at `now`, logging each; how many it purged. */
  async purgeExpired(now: Date, log: FastifyBaseLogger): Promise<number> {
    const expired = await this.trash.expired(new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString());
    let purged = 0;
    for (const row of expired) {
      try {
        const { name, files } = await this.deleteForever(PURGE_JOB, Number(row.id), log);
        log.info(
          { solution_id: Number(row.id), name, deleted_at: row.deleted_at, files },
          'purged a solution from the trash',
        );
        purged += 1;
      } catch (err) {
        // Restored or purged by someone else meanwhile: nothing left to do for it.
        log.warn({ err, solution_id: Number(row.id) }, 'could not purge a solution from the trash');
      }
    }
    return purged;
  }
}
