import { randomBytes } from 'node:crypto';
import {
  coded,
  SHORTLIST_MAX,
  type ShortlistItem,
  type shortlistBody,
  type ShortlistResponse,
  type ShortlistShare,
  type SolutionSummary,
} from '@catalog/shared';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/query-text.ts';
import { type Caller, VISITOR } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SolutionsService } from '../solutions/solutions.service.ts';
import type { ShortlistRepository, ShortlistRow } from './shortlist.repository.ts';

type ShortlistInput = z.output<typeof shortlistBody>;

/** The owner's id; the routes admit signed-in callers only. */
const ownerOf = (caller: Caller) => caller.userId!;

const itemNotFound = () => notFound(coded('member.shortlistItemNotFound'));

/**
 * A member's shortlist (docs/decisions/0150, 0151): at most 50 solutions, each with a note, and
 * one read-only share link. Items are the member's own: another member's is answered like a
 * missing one, a 404. A solution goes on the list only while the member may see it; one hidden
 * later stays on the list without its card, and a shared link shows only what a visitor may see.
 */
export class ShortlistService {
  constructor(
    private readonly repo: ShortlistRepository,
    private readonly solutions: SolutionsService,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  async list(caller: Caller): Promise<ShortlistResponse> {
    const userId = ownerOf(caller);
    const [rows, share] = await Promise.all([this.repo.items(userId), this.repo.share(userId)]);
    const cards = await this.cardsById(caller, rows);
    return {
      data: rows.map((row) => this.itemOf(row, cards.get(row.solution_id) ?? null)),
      share: share ? this.shareOf(share.token) : null,
    };
  }

  /** Adds a solution, or changes its note when it is on the list already; `created` says which. */
  async add(caller: Caller, input: ShortlistInput): Promise<{ item: ShortlistItem; created: boolean }> {
    const userId = ownerOf(caller);
    const [card] = await this.solutions.cardsFor(caller, [input.solution_id]);
    if (!card) throw notFound(coded('server.solutionNotFound'));
    try {
      return await this.repo.transaction(async (trx) => {
        const repo = this.repo.on(trx);
        const changed = await repo.setNote(userId, input.solution_id, input.note);
        if (changed) return { item: this.itemOf(changed, card), created: false };
        if ((await repo.countLocked(userId)) >= SHORTLIST_MAX) {
          throw conflict(coded('member.shortlistLimit', { max: SHORTLIST_MAX }));
        }
        return {
          item: this.itemOf(await repo.insert(userId, input.solution_id, input.note, nowIso()), card),
          created: true,
        };
      });
    } catch (error) {
      // The same solution added twice at once: the second finds the first's row.
      if (!isUniqueViolation(error)) throw error;
      const row = await this.repo.setNote(userId, input.solution_id, input.note);
      if (!row) throw error;
      return { item: this.itemOf(row, card), created: false };
    }
  }

  async remove(caller: Caller, solutionId: number): Promise<void> {
    if (!(await this.repo.remove(ownerOf(caller), solutionId))) throw itemNotFound();
  }

  /** The live share link, made on first asking: 32 random bytes, so it cannot be guessed. */
  async share(caller: Caller): Promise<ShortlistShare> {
    const token = await this.repo.ensureShare(ownerOf(caller), randomBytes(32).toString('base64url'), nowIso());
    return this.shareOf(token);
  }

  revokeShare(caller: Caller): Promise<void> {
    return this.repo.revokeShare(ownerOf(caller));
  }

  /** The cards of a shared shortlist a visitor may see; an unknown or revoked token is a 404. */
  async shared(token: string): Promise<SolutionSummary[]> {
    const ids = await this.repo.sharedSolutionIds(token);
    if (!ids) throw notFound(coded('server.shortlistNotFound'));
    return this.solutions.cardsFor(VISITOR, ids);
  }

  private async cardsById(caller: Caller, rows: ShortlistRow[]): Promise<Map<number, SolutionSummary>> {
    const cards = await this.solutions.cardsFor(
      caller,
      rows.map((row) => row.solution_id),
    );
    return new Map(cards.map((card) => [card.id, card]));
  }

  private itemOf(row: ShortlistRow, solution: SolutionSummary | null): ShortlistItem {
    return { solution_id: row.solution_id, note: row.note, created_at: row.created_at, solution };
  }

  private shareOf(token: string): ShortlistShare {
    return { token, url: `${this.config.publicUrl}/shortlist/${token}` };
  }
}
