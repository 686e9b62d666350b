import type { RevisionSolution, RevisionSummary } from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import { offsetOf } from '../../lib/paging.ts';
import { readSnapshot } from './revision-snapshot.ts';

export const BASELINE_SUMMARY = 'As it was before its history was kept';

/** The longest summary kept, as in the activity log. */
const SUMMARY_MAX = 300;

export interface StoredRevision extends RevisionSummary {
  solution: RevisionSolution;
}

/**
 * A solution's revisions (docs/decisions/0153). A write records one with
 * `revisions.on(trx).record(…)` after its own statements and inside its own transaction, so the
 * version is read as the write left it and both commit or fail together.
 */
export class RevisionsRepository extends Repository {
  async record(solutionId: number, authorId: number | null, summary: string): Promise<void> {
    const snapshot = await readSnapshot(this.db, solutionId);
    if (!snapshot) throw new Error(`solution ${solutionId} vanished inside its own write`);
    await this.db
      .insertInto('solution_revisions')
      .values({
        solution_id: solutionId,
        author_id: authorId,
        summary: summary.slice(0, SUMMARY_MAX),
        snapshot: JSON.stringify(snapshot),
        created_at: nowIso(),
      })
      .execute();
  }

  /**
   * Before the first change of a solution made before revisions were kept (the demo seed, an
   * older database), its state as it is, so that change compares with something. Run inside the
   * change's transaction, before its statements.
   */
  async baseline(solutionId: number): Promise<void> {
    const any = await this.db
      .selectFrom('solution_revisions')
      .select('id')
      .where('solution_id', '=', solutionId)
      .limit(1)
      .executeTakeFirst();
    if (!any && (await readSnapshot(this.db, solutionId))) await this.record(solutionId, null, BASELINE_SUMMARY);
  }

  private withAuthor() {
    return this.db
      .selectFrom('solution_revisions as r')
      .leftJoin('users as u', 'u.id', 'r.author_id')
      .select(['r.id', 'r.author_id', 'u.full_name as author_name', 'r.created_at', 'r.summary']);
  }

  /** A page of one solution's revisions, newest first. */
  async page(solutionId: number, page: number, pageSize: number): Promise<{ total: number; items: RevisionSummary[] }> {
    const { total } = await this.db
      .selectFrom('solution_revisions')
      .where('solution_id', '=', solutionId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await this.withAuthor()
      .where('r.solution_id', '=', solutionId)
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute();
    return { total: Number(total), items: rows.map(summaryOf) };
  }

  /** The revision `id` of the solution, and the one before it (null for the first). */
  async withPrevious(
    solutionId: number,
    id: number,
  ): Promise<{ revision: StoredRevision; previous: RevisionSolution | null } | undefined> {
    const rows = await this.withAuthor()
      .select('r.snapshot')
      .where('r.solution_id', '=', solutionId)
      .where('r.id', '<=', id)
      .orderBy('r.id', 'desc')
      .limit(2)
      .execute();
    const [row, before] = rows;
    if (!row || row.id !== id) return undefined;
    return {
      revision: { ...summaryOf(row), solution: JSON.parse(row.snapshot) as RevisionSolution },
      previous: before ? (JSON.parse(before.snapshot) as RevisionSolution) : null,
    };
  }
}

function summaryOf(row: {
  id: number;
  author_id: number | null;
  author_name: string | null;
  created_at: string;
  summary: string;
}): RevisionSummary {
  return {
    id: Number(row.id),
    author: { id: row.author_id, name: row.author_name },
    created_at: row.created_at,
    summary: row.summary,
  };
}
