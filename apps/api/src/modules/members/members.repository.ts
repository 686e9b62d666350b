import type { Language, MyEnquiry, SavedSearch } from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import type { UserRow } from '../../db/types.ts';

/** The profile fields a member edits; `notify_new_solutions` or `language` left out keeps the stored choice. */
export type ProfileChange = Pick<UserRow, 'full_name' | 'phone' | 'company' | 'position'> &
  Partial<Pick<UserRow, 'notify_new_solutions' | 'language'>>;

const MY_ENQUIRY = [
  'id',
  'solution_id',
  'solution_name',
  'message',
  'status',
  'created_at',
] as const satisfies ReadonlyArray<keyof MyEnquiry>;
/** The personal fields of an enquiry: handed over in the export, emptied when the account goes. */
const PERSONAL = ['full_name', 'email', 'company', 'phone', 'position'] as const;

/**
 * What the members' area (docs/product.md §3.12) reads and writes of one account: its profile, its
 * enquiries and saved searches, and the deletion of the account.
 */
export class MembersRepository extends Repository {
  async updateProfile(userId: number, change: ProfileChange): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...change, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
  }

  /** The language the account's mails are written in (docs/decisions/0126-account-language.md). */
  async updateLanguage(userId: number, language: Language): Promise<void> {
    await this.db.updateTable('users').set({ language, updated_at: nowIso() }).where('id', '=', userId).execute();
  }

  /** The account's enquiries, newest first. */
  enquiries(userId: number): Promise<MyEnquiry[]> {
    return this.newestEnquiries(userId).select(MY_ENQUIRY).execute();
  }

  /** The account's enquiries with the personal fields it sent, newest first (the data export). */
  enquiriesWithPersonalFields(userId: number) {
    return this.newestEnquiries(userId)
      .select([...MY_ENQUIRY, ...PERSONAL])
      .execute();
  }

  /** The account's saved searches, by name. */
  async savedSearches(userId: number): Promise<SavedSearch[]> {
    const rows = await this.db
      .selectFrom('saved_searches')
      .select(['id', 'name', 'query', 'alert', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, alert: row.alert === 1 }));
  }

  /** The account's shortlist with each solution's name, newest first, and its live share link (the data export). */
  async shortlist(userId: number) {
    const items = await this.db
      .selectFrom('shortlist_items as i')
      .innerJoin('solutions as s', 's.id', 'i.solution_id')
      .select(['i.solution_id', 's.name as solution_name', 'i.note', 'i.created_at'])
      .where('i.user_id', '=', userId)
      .orderBy('i.id', 'desc')
      .execute();
    const share = await this.db
      .selectFrom('shortlist_shares')
      .select(['token', 'created_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { items, share };
  }

  /**
   * The account's enquiries stay for the sales record but lose who sent them: the link to the
   * account, and the personal fields become empty text (the columns are NOT NULL). Answers how
   * many were kept.
   */
  async anonymiseEnquiries(userId: number): Promise<number> {
    const emptied = Object.fromEntries(PERSONAL.map((field) => [field, ''])) as Record<(typeof PERSONAL)[number], ''>;
    const result = await this.db
      .updateTable('enquiries')
      .set({ user_id: null, ...emptied })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Deletes the account and everything that hangs on it: saved searches, the shortlist and its
   * share link, sessions, one-time tokens, then the user row. Answers how many saved searches went. Run `anonymiseEnquiries`
   * first, in the same transaction.
   */
  async deleteAccount(userId: number): Promise<{ savedSearches: number }> {
    const searches = await this.db.deleteFrom('saved_searches').where('user_id', '=', userId).executeTakeFirst();
    await this.db.deleteFrom('shortlist_items').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('shortlist_shares').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
    return { savedSearches: Number(searches.numDeletedRows) };
  }

  private newestEnquiries(userId: number) {
    return this.db
      .selectFrom('enquiries')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  }
}
