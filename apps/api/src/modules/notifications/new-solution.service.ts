import { SIGNED_IN_VISIBLE_STATUSES, type SolutionStatus } from '@catalog/shared';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/repository.ts';
import type { OutboxRepository } from '../../mail/outbox.repository.ts';
import { plainSummary } from '../../lib/plain-text.ts';
import { newSolutionMail } from './new-solution-mail.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

const BATCH = 200;

/**
 * New-solution notifications (docs/product.md §5.9): the first time a solution becomes visible to
 * signed-in users, each subscriber gets one mail. Runs inside the transaction that made the
 * change, so the mails and the change are committed together or not at all.
 */
export class NewSolutionNotifier {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly outbox: OutboxRepository,
    private readonly config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  ) {}

  /** Returns how many mails were queued (0 when not visible yet or already announced). */
  async announceIfVisible(
    trx: Executor,
    solution: { id: number; name: string; status: SolutionStatus; description: string },
    now: string,
  ): Promise<number> {
    if (!SIGNED_IN_VISIBLE_STATUSES.includes(solution.status)) return 0;
    const repo = this.repo.on(trx);
    if (!(await repo.claimAnnouncement(solution.id, now))) return 0;
    const subscribers = await repo.subscribers();
    const announcement = {
      solutionName: solution.name,
      summary: plainSummary(solution.description),
      solutionUrl: `${this.config.publicUrl}/solution/${solution.id}`,
    };
    for (let i = 0; i < subscribers.length; i += BATCH) {
      const mails = subscribers
        .slice(i, i + BATCH)
        .map((u) =>
          newSolutionMail(
            u,
            announcement,
            unsubscribeUrl(this.config.publicUrl, this.config.jwtSecret, 'newSolutions', u.id),
          ),
        );
      await this.outbox.on(trx).enqueue(mails);
    }
    return subscribers.length;
  }
}
