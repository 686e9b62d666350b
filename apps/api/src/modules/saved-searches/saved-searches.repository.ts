import type { Language } from '@catalog/shared';
import type { Selectable } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { type Executor, Repository } from '../../db/repository.ts';
import type { SavedSearchesTable } from '../../db/types.ts';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

/** What a create or an edit writes; ids and times of the digest are the service's. */
export interface SavedSearchWrite {
  name: string;
  query: string;
  alert: number;
}

/** A saved search whose digest is due, with what the digest needs of its owner. */
export interface DueDigest extends SavedSearchRow {
  email: string;
  full_name: string;
  is_staff: number;
  language: Language;
}

/** A solution with the moments it became visible: to admins (created) and to users (announced). */
export interface FreshSolution {
  id: number;
  name: string;
  created_at: string;
  announced_at: string | null;
}

/** The saved searches of accounts (docs/product.md §5.13); each query names its owner. */
export class SavedSearchesRepository extends Repository {
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
  ) {
    super(db);
  }

  listOf(userId: number): Promise<SavedSearchRow[]> {
    return this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy((eb) => eb.fn('lower', ['name']))
      .orderBy('id')
      .execute();
  }

  find(userId: number, id: number): Promise<SavedSearchRow | undefined> {
    return this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * How many saved searches the account has. On PostgreSQL the account's row stays locked until
   * the transaction ends, so two creates at once count one after the other and cannot both pass
   * the limit; SQLite runs one writing transaction at a time anyway.
   */
  async countLocked(userId: number): Promise<number> {
    if (this.dialect === 'postgres') {
      await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const row = await this.db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether the account has another saved search of this name whatever its case (the unique index's rule). */
  async nameTaken(userId: number, name: string, exceptId?: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('saved_searches')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
      .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  insert(userId: number, values: SavedSearchWrite, now: string): Promise<SavedSearchRow> {
    return this.db
      .insertInto('saved_searches')
      .values({ ...values, user_id: userId, digest_from: now, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** `digestFrom` when the alert has just been turned on, so it never mails what came before. */
  update(
    userId: number,
    id: number,
    values: SavedSearchWrite,
    now: string,
    digestFrom?: string,
  ): Promise<SavedSearchRow | undefined> {
    return this.db
      .updateTable('saved_searches')
      .set({ ...values, updated_at: now, ...(digestFrom !== undefined && { digest_from: digestFrom }) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('saved_searches')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Turns one saved search's digest off (the opt-out link); the search stays. */
  /** The language of the saved search's owner, for its opt-out page; undefined once it is gone. */
  async ownerLanguage(id: number): Promise<Language | undefined> {
    const row = await this.db
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('u.language')
      .where('s.id', '=', id)
      .executeTakeFirst();
    return row?.language;
  }

  async alertOff(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('saved_searches')
      .set({ alert: 0, updated_at: now })
      .where('id', '=', id)
      .where('alert', '=', 1)
      .execute();
  }

  /**
   * Saved searches with their alert on whose owner can sign in (active, not disabled) and whose
   * last digest is at least a day old (`lastBefore`), or that never sent one.
   */
  dueDigests(lastBefore: string): Promise<DueDigest[]> {
    return this.db
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('s')
      .select(['u.email', 'u.full_name', 'u.is_staff', 'u.language'])
      .where('s.alert', '=', 1)
      .where('u.is_active', '=', 1)
      .where('u.is_disabled', '=', 0)
      .where((eb) => eb.or([eb('s.last_digest_at', 'is', null), eb('s.last_digest_at', '<=', lastBefore)]))
      .orderBy('s.id')
      .execute();
  }

  /**
   * Solutions created or announced in (`after`, `until`]. Whether an owner sees them and they
   * match the query is the list's to say (SolutionsService.matchingIds).
   */
  freshSolutions(after: string, until: string): Promise<FreshSolution[]> {
    return this.db
      .selectFrom('solutions')
      .select(['id', 'name', 'created_at', 'announced_at'])
      .where((eb) =>
        eb.or([
          eb.and([eb('created_at', '>', after), eb('created_at', '<=', until)]),
          eb.and([eb('announced_at', '>', after), eb('announced_at', '<=', until)]),
        ]),
      )
      .execute();
  }

  /**
   * Claims one digest for this run: moves its window on and stamps it sent, only if nobody did
   * since `seen` was read (another instance's run, or the owner's edit). One statement, so of two
   * runs at once exactly one sees `true`; the mail is queued in the same transaction.
   */
  async claimDigest(seen: SavedSearchRow, now: string, lastBefore: string): Promise<boolean> {
    const result = await this.db
      .updateTable('saved_searches')
      .set({ digest_from: now, last_digest_at: now })
      .where('id', '=', seen.id)
      .where('alert', '=', 1)
      .where('updated_at', '=', seen.updated_at)
      .where('digest_from', '=', seen.digest_from)
      .where((eb) => eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<=', lastBefore)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
