import type { DialectName } from '../../db/database.ts';
import { Repository, type Executor } from '../../db/repository.ts';

export interface ShortlistRow {
  solution_id: number;
  note: string;
  created_at: string;
}

const ITEM = ['solution_id', 'note', 'created_at'] as const;

/** A member's shortlist and its share link (docs/decisions/0150, 0151). */
export class ShortlistRepository extends Repository {
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
  ) {
    super(db);
  }

  /** The member's shortlist, newest first. */
  items(userId: number): Promise<ShortlistRow[]> {
    return this.db
      .selectFrom('shortlist_items')
      .select(ITEM)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  find(userId: number, solutionId: number): Promise<ShortlistRow | undefined> {
    return this.db
      .selectFrom('shortlist_items')
      .select(ITEM)
      .where('user_id', '=', userId)
      .where('solution_id', '=', solutionId)
      .executeTakeFirst();
  }

  /**
   * How many solutions the member keeps. On PostgreSQL the account's row is locked until the
   * transaction ends, so two adds at once count one after the other; SQLite writes one at a time.
   */
  async countLocked(userId: number): Promise<number> {
    if (this.dialect === 'postgres') {
      await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const row = await this.db
      .selectFrom('shortlist_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  insert(userId: number, solutionId: number, note: string, now: string): Promise<ShortlistRow> {
    return this.db
      .insertInto('shortlist_items')
      .values({ user_id: userId, solution_id: solutionId, note, created_at: now })
      .returning(ITEM)
      .executeTakeFirstOrThrow();
  }

  setNote(userId: number, solutionId: number, note: string): Promise<ShortlistRow | undefined> {
    return this.db
      .updateTable('shortlist_items')
      .set({ note })
      .where('user_id', '=', userId)
      .where('solution_id', '=', solutionId)
      .returning(ITEM)
      .executeTakeFirst();
  }

  async remove(userId: number, solutionId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('shortlist_items')
      .where('user_id', '=', userId)
      .where('solution_id', '=', solutionId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  share(userId: number) {
    return this.db
      .selectFrom('shortlist_shares')
      .select(['token', 'created_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Keeps `token` as the member's link unless one is live already; answers the live one. */
  async ensureShare(userId: number, token: string, now: string): Promise<string> {
    await this.db
      .insertInto('shortlist_shares')
      .values({ user_id: userId, token, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return (await this.share(userId))!.token;
  }

  async revokeShare(userId: number): Promise<void> {
    await this.db.deleteFrom('shortlist_shares').where('user_id', '=', userId).execute();
  }

  /** The solutions on the shortlist a live token shares, newest first; undefined for any other token. */
  async sharedSolutionIds(token: string): Promise<number[] | undefined> {
    const share = await this.db
      .selectFrom('shortlist_shares')
      .select('user_id')
      .where('token', '=', token)
      .executeTakeFirst();
    if (!share) return undefined;
    return (await this.items(share.user_id)).map((item) => item.solution_id);
  }
}
