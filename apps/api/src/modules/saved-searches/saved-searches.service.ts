import {
  type Language,
  coded,
  readListQueryText,
  SAVED_SEARCH_MAX,
  type SavedSearch,
  type savedSearchBody,
} from '@catalog/shared';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/query-text.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, fieldRefused, notFound } from '../../lib/errors.ts';
import { verifyUnsubscribeToken } from '../notifications/unsubscribe-token.ts';
import type { SavedSearchesRepository, SavedSearchRow, SavedSearchWrite } from './saved-searches.repository.ts';

type SavedSearchInput = z.output<typeof savedSearchBody>;

const toDto = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  alert: row.alert === 1,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const nameTaken = () => {
  const message = coded('member.savedSearchNameTaken');
  return conflict(message, { name: message });
};

/** The owner's id; the routes admit signed-in callers only. */
const ownerOf = (caller: Caller) => caller.userId!;

/**
 * Saved searches of the signed-in account (docs/product.md §5.13). Another account's saved search
 * is answered exactly like a missing one, a 404, so its existence is not revealed.
 */
export class SavedSearchesService {
  constructor(
    private readonly repo: SavedSearchesRepository,
    private readonly config: Pick<Config, 'jwtSecret'>,
  ) {}

  async list(caller: Caller): Promise<SavedSearch[]> {
    return (await this.repo.listOf(ownerOf(caller))).map(toDto);
  }

  async create(caller: Caller, input: SavedSearchInput): Promise<SavedSearch> {
    const userId = ownerOf(caller);
    const values = this.valuesOf(input);
    return this.write(async (repo) => {
      if ((await repo.countLocked(userId)) >= SAVED_SEARCH_MAX) {
        throw conflict(coded('member.savedSearchLimit', { max: SAVED_SEARCH_MAX }));
      }
      if (await repo.nameTaken(userId, values.name)) throw nameTaken();
      // A new alert starts now: it never mails solutions that came before it.
      return repo.insert(userId, values, nowIso());
    });
  }

  async update(caller: Caller, id: number, input: SavedSearchInput): Promise<SavedSearch> {
    const userId = ownerOf(caller);
    const values = this.valuesOf(input);
    return this.write(async (repo) => {
      const current = await repo.find(userId, id);
      if (!current) throw notFound(coded('member.savedSearchNotFound'));
      if (await repo.nameTaken(userId, values.name, id)) throw nameTaken();
      const now = nowIso();
      const turnedOn = current.alert === 0 && values.alert === 1;
      return (await repo.update(userId, id, values, now, turnedOn ? now : undefined))!;
    });
  }

  async remove(caller: Caller, id: number): Promise<void> {
    if (!(await this.repo.remove(ownerOf(caller), id))) throw notFound(coded('member.savedSearchNotFound'));
  }

  isValidUnsubscribeToken(token: string): boolean {
    return verifyUnsubscribeToken(this.config.jwtSecret, 'savedSearch', token) !== null;
  }

  /** The language of the owner of the token's saved search, for the opt-out pages. */
  async unsubscribeLanguage(token: string): Promise<Language | undefined> {
    const id = verifyUnsubscribeToken(this.config.jwtSecret, 'savedSearch', token);
    return id === null ? undefined : this.repo.ownerLanguage(id);
  }

  /** Turns the digest of the token's saved search off; false for a bad token. A deleted search is simply gone. */
  async unsubscribe(token: string): Promise<boolean> {
    const id = verifyUnsubscribeToken(this.config.jwtSecret, 'savedSearch', token);
    if (id === null) return false;
    await this.repo.alertOff(id, nowIso());
    return true;
  }

  /** The row values of a body: the query checked by the list's rules and kept in its plain form. */
  private valuesOf(input: SavedSearchInput): SavedSearchWrite {
    const reading = readListQueryText(input.query);
    if (!reading.ok) throw fieldRefused('query', reading.problem);
    return { name: input.name, query: reading.text, alert: input.alert ? 1 : 0 };
  }

  /**
   * Runs one write in a transaction. Two requests saving the same name at once: the unique index
   * refuses the second, with the same 409 as the check.
   */
  private async write(work: (repo: SavedSearchesRepository) => Promise<SavedSearchRow>): Promise<SavedSearch> {
    try {
      return toDto(await this.repo.transaction((trx) => work(this.repo.on(trx))));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }
}
