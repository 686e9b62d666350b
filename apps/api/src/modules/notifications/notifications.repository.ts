import type { Language } from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';

export interface Subscriber {
  id: number;
  email: string;
  full_name: string;
  language: Language;
}

export class NotificationsRepository extends Repository {
  /**
   * Marks a solution announced unless it already was. The check and the write are one
   * statement, so of two concurrent edits only one sees `true` and mails.
   */
  async claimAnnouncement(solutionId: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('solutions')
      .set({ announced_at: now })
      .where('id', '=', solutionId)
      .where('announced_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Active, enabled users who have not opted out of new-solution mail. */
  subscribers(): Promise<Subscriber[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'language'])
      .where('is_active', '=', 1)
      .where('is_disabled', '=', 0)
      .where('notify_new_solutions', '=', 1)
      .orderBy('id')
      .execute();
  }

  /** The account's language, for its opt-out pages; undefined once the account is gone. */
  async languageOf(userId: number): Promise<Language | undefined> {
    const row = await this.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
    return row?.language;
  }

  async optOut(userId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ notify_new_solutions: 0, updated_at: nowIso() })
      .where('id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
