import { readListQueryText } from '@catalog/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Caller } from '../../lib/caller.ts';
import type { OutboxRepository } from '../../mail/outbox.repository.ts';
import { unsubscribeUrl } from '../notifications/unsubscribe-token.ts';
import type { SolutionsService } from '../solutions/solutions.service.ts';
import { digestMail } from './digest-mail.ts';
import type { DueDigest, FreshSolution, SavedSearchesRepository } from './saved-searches.repository.ts';

/** At most one digest per saved search in this long. */
export const DIGEST_EVERY_MS = 24 * 60 * 60_000;

export interface DigestRun {
  /** Saved searches whose digest was due. */
  due: number;
  /** Digests queued by this run. */
  mailed: number;
}

/**
 * The daily digest of saved searches (docs/product.md §5.13, docs/decisions/0120). For each due
 * saved search it asks the list which of the solutions that became visible to the owner since
 * `digest_from` match the saved query; with none nothing is written, with some one mail is queued
 * in the transaction that claims the digest, so of several instances running at once one mails.
 */
export class SavedSearchDigest {
  constructor(
    private readonly repo: SavedSearchesRepository,
    private readonly outbox: OutboxRepository,
    private readonly solutions: SolutionsService,
    private readonly config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends every digest due at `now` (the clock is a parameter, so tests can move it). */
  async runDue(now: Date): Promise<DigestRun> {
    const lastBefore = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
    const until = now.toISOString();
    const due = await this.repo.dueDigests(lastBefore);
    if (due.length === 0) return { due: 0, mailed: 0 };
    // One read of what became visible since the earliest window start serves every due search.
    const earliest = due.reduce((min, s) => (s.digest_from < min ? s.digest_from : min), until);
    const fresh = await this.repo.freshSolutions(earliest, until);
    let mailed = 0;
    for (const search of due) {
      if (await this.digestOne(search, fresh, until, lastBefore)) mailed += 1;
    }
    return { due: due.length, mailed };
  }

  private async digestOne(
    search: DueDigest,
    fresh: FreshSolution[],
    now: string,
    lastBefore: string,
  ): Promise<boolean> {
    const reading = readListQueryText(search.query);
    if (!reading.ok) {
      // Stored queries were checked when saved; one the list no longer reads is left alone.
      this.log.warn({ savedSearchId: search.id, problem: reading.problem }, 'saved search digest: query not readable');
      return false;
    }
    const owner: Caller = { role: search.is_staff ? 'admin' : 'user', userId: search.user_id, email: search.email };
    // When a solution became visible to the owner: admins see it from its creation, users once it
    // was first announced to signed-in users (modules/notifications/new-solution.service.ts).
    const since = owner.role === 'admin' ? 'created_at' : 'announced_at';
    const news = fresh.filter((s) => {
      const at = s[since];
      return at !== null && at > search.digest_from && at <= now;
    });
    const matching = await this.solutions.matchingIds(
      owner,
      reading.filters,
      news.map((s) => s.id),
    );
    if (matching.length === 0) return false;
    const names = new Map(news.map((s) => [s.id, s.name]));
    const { publicUrl, jwtSecret } = this.config;
    const mail = digestMail({
      to: search,
      searchName: search.name,
      solutions: matching.map((id) => ({ name: names.get(id)!, url: `${publicUrl}/solution/${id}` })),
      listUrl: `${publicUrl}/solutions${reading.text ? `?${reading.text}` : ''}`,
      optOutUrl: unsubscribeUrl(publicUrl, jwtSecret, 'savedSearch', search.id),
    });
    return this.repo.transaction(async (trx) => {
      if (!(await this.repo.on(trx).claimDigest(search, now, lastBefore))) return false;
      await this.outbox.on(trx).enqueue(mail);
      return true;
    });
  }
}
