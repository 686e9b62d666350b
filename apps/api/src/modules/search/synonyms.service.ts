import { coded, type SynonymSet } from '@catalog/shared';
import { isUniqueViolation } from '../../db/query-text.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, type HttpError, notFound } from '../../lib/errors.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { SynonymsRepository } from './synonyms.repository.ts';

export const SYNONYM_DELETED = 'Deleted';

const termConflict = (): HttpError => {
  const message = coded('admin.synonymTermTaken');
  return conflict(message, { terms: message });
};

/**
 * Synonym sets of the search (docs/decisions/0166), run from the back office. Terms arrive
 * normalised by the body's schema; each write and its activity entry share one transaction, and
 * the catalogue version it moves makes every instance's engine take it on its next request.
 * The activity log files them with the lookup lists, the other vocabulary staff keep.
 */
export class SynonymsService {
  constructor(
    private readonly repo: SynonymsRepository,
    private readonly activity: ActivityRepository,
  ) {}

  list(): Promise<SynonymSet[]> {
    return this.repo.all();
  }

  create(caller: Caller, terms: string[]): Promise<SynonymSet> {
    return this.unique(() =>
      this.repo.transaction(async (trx) => {
        const repo = this.repo.on(trx);
        if (await repo.taken(terms)) throw termConflict();
        const id = await repo.insert(terms);
        await this.activity
          .on(trx)
          .record(caller, 'lookup', 'synonym-create', id, `Added synonyms "${terms.join(', ')}"`);
        return (await repo.find(id))!;
      }),
    );
  }

  update(caller: Caller, id: number, terms: string[]): Promise<SynonymSet> {
    return this.unique(() =>
      this.repo.transaction(async (trx) => {
        const repo = this.repo.on(trx);
        const current = await this.existing(repo, id);
        if (await repo.taken(terms, id)) throw termConflict();
        await repo.replace(id, terms);
        const summary = `Changed synonyms "${current.terms.join(', ')}" to "${terms.join(', ')}"`;
        await this.activity.on(trx).record(caller, 'lookup', 'synonym-update', id, summary);
        return (await repo.find(id))!;
      }),
    );
  }

  async remove(caller: Caller, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const repo = this.repo.on(trx);
      const current = await this.existing(repo, id);
      await repo.delete(id);
      await this.activity
        .on(trx)
        .record(caller, 'lookup', 'synonym-delete', id, `Deleted synonyms "${current.terms.join(', ')}"`);
    });
  }

  private async existing(repo: SynonymsRepository, id: number): Promise<SynonymSet> {
    const set = await repo.find(id);
    if (!set) throw notFound(coded('admin.synonymNotFound'));
    return set;
  }

  /** Two admins adding the same term at once: the term's key refuses the second, with the same 409. */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw termConflict();
      throw error;
    }
  }
}
