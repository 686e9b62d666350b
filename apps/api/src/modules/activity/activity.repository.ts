import type { ActivityEntry, ActivityKind, AdminActivityQuery } from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import type { Caller } from '../../lib/caller.ts';
import { offsetOf } from '../../lib/paging.ts';

/** The longest summary kept; names inside it are cut, never the record. */
const SUMMARY_MAX = 300;

/**
 * The activity log (docs/product.md §6.6). A write records itself with `activity.on(trx).record(…)`
 * inside its own transaction, so the write and its entry commit or fail together.
 */
export class ActivityRepository extends Repository {
  /** One admin write: who made it, what kind of record it changed, how, which one, and in short. */
  async record(
    caller: Caller,
    kind: ActivityKind,
    action: string,
    targetId: number | null,
    summary: string,
  ): Promise<void> {
    await this.db
      .insertInto('admin_activity')
      .values({
        actor_id: caller.userId,
        kind,
        action,
        target_id: targetId,
        summary: summary.slice(0, SUMMARY_MAX),
        created_at: nowIso(),
      })
      .execute();
  }

  /** A page of the log, newest first, with each actor's name. */
  async page(query: AdminActivityQuery): Promise<{ total: number; items: ActivityEntry[] }> {
    const filtered = this.db
      .selectFrom('admin_activity')
      .$if(query.actor_id !== undefined, (qb) => qb.where('admin_activity.actor_id', '=', query.actor_id!))
      .$if(query.kind !== undefined, (qb) => qb.where('admin_activity.kind', '=', query.kind!));
    const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const items = await filtered
      .leftJoin('users', 'users.id', 'admin_activity.actor_id')
      .select([
        'admin_activity.id',
        'admin_activity.actor_id',
        'users.full_name as actor_name',
        'admin_activity.kind',
        'admin_activity.action',
        'admin_activity.target_id',
        'admin_activity.summary',
        'admin_activity.created_at',
      ])
      .orderBy('admin_activity.id', 'desc')
      .limit(query.page_size)
      .offset(offsetOf(query.page, query.page_size))
      .execute();
    return { total: Number(total), items };
  }
}
