import type { SynonymSet } from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';

/**
 * The synonym sets (migration 0012): a set row and one row per term, the term its key, so a term
 * belongs to one set only. Every write moves the catalogue version (the migration's triggers).
 */
export class SynonymsRepository extends Repository {
  async all(): Promise<SynonymSet[]> {
    const sets = await this.db.selectFrom('synonym_sets').selectAll().orderBy('id').execute();
    const terms = await this.db.selectFrom('synonym_terms').selectAll().orderBy('set_id').orderBy('position').execute();
    const bySet = new Map<number, string[]>();
    for (const t of terms) {
      const list = bySet.get(Number(t.set_id));
      if (list) list.push(t.term);
      else bySet.set(Number(t.set_id), [t.term]);
    }
    return sets.map((s) => ({ ...s, id: Number(s.id), terms: bySet.get(Number(s.id)) ?? [] }));
  }

  async find(id: number): Promise<SynonymSet | null> {
    const set = await this.db.selectFrom('synonym_sets').selectAll().where('id', '=', id).executeTakeFirst();
    if (!set) return null;
    const terms = await this.db
      .selectFrom('synonym_terms')
      .select('term')
      .where('set_id', '=', id)
      .orderBy('position')
      .execute();
    return { ...set, id: Number(set.id), terms: terms.map((t) => t.term) };
  }

  /** Whether any of `terms` belongs to a set other than `except`. */
  async taken(terms: readonly string[], except?: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('synonym_terms')
      .select('term')
      .where('term', 'in', [...terms])
      .$if(except !== undefined, (qb) => qb.where('set_id', '<>', except!))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(terms: readonly string[]): Promise<number> {
    const now = nowIso();
    const { id } = await this.db
      .insertInto('synonym_sets')
      .values({ created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.writeTerms(Number(id), terms);
    return Number(id);
  }

  async replace(id: number, terms: readonly string[]): Promise<void> {
    await this.db.deleteFrom('synonym_terms').where('set_id', '=', id).execute();
    await this.writeTerms(id, terms);
    await this.db.updateTable('synonym_sets').set({ updated_at: nowIso() }).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('synonym_terms').where('set_id', '=', id).execute();
    await this.db.deleteFrom('synonym_sets').where('id', '=', id).execute();
  }

  private async writeTerms(setId: number, terms: readonly string[]) {
    await this.db
      .insertInto('synonym_terms')
      .values(terms.map((term, position) => ({ term, set_id: setId, position })))
      .execute();
  }
}
