import { coded, COMPARE_MAX, type EnquiryFormValues, type EnquiryResult, visibleStatuses } from '@catalog/shared';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { OutboxRepository } from '../../mail/outbox.repository.ts';
import { RateLimiter } from '../auth/rate-limits.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import { enquiryReceiptMail, salesEnquiryMail, solutionNames } from './enquiry-mails.ts';
import type { EnquiriesRepository } from './enquiries.repository.ts';
import type { InsightCounter } from '../insight/insight-counter.ts';
import type { WebhookRecorder } from '../webhooks/webhook-recorder.ts';

export class EnquiriesService {
  constructor(
    private readonly repo: EnquiriesRepository,
    private readonly users: UsersRepository,
    private readonly outbox: OutboxRepository,
    private readonly config: Pick<Config, 'publicUrl' | 'salesEmail'>,
    private readonly limiter: RateLimiter,
    private readonly insight: InsightCounter,
    private readonly webhooks: WebhookRecorder,
  ) {}

  /** Enquiries are for role user (docs/product.md §2.2); admins have no enquiry form (docs/decisions/0043). */
  assertMayEnquire(caller: Caller) {
    if (caller.role === 'visitor') throw unauthorized();
    if (caller.role !== 'user') throw forbidden(coded('server.enquiriesFromUsers'));
  }

  async create(caller: Caller, input: EnquiryFormValues): Promise<EnquiryResult> {
    this.assertMayEnquire(caller);
    const account = await this.users.findById(caller.userId!);
    if (!account) throw unauthorized();
    const found = new Map(
      (await this.repo.findSolutions(input.solution_ids, visibleStatuses(caller.role))).map((s) => [s.id, s]),
    );
    // Every solution named must be one the account may see: an enquiry is about all of them or none.
    const solutions = input.solution_ids.map((id) => found.get(id));
    if (!solutions.every((s) => s !== undefined)) throw notFound(coded('server.solutionNotFound'));
    const [first] = solutions as [{ id: number; name: string }];
    const solutionName = solutionNames(solutions);

    // Counted before the enquiry is written, in one statement, so a burst cannot pass the limit.
    RateLimiter.throwIfBlocked(
      await this.limiter.hit('enquiriesPerAccount', String(account.id)),
      coded('server.tooManyEnquiries'),
    );

    const now = nowIso();
    const ctx = { enquiry: input, solutions, solutionUrl: this.linkTo(solutions), account };
    // What the visitor wrote, as stored and as the `enquiry.created` webhook carries it.
    const written = {
      full_name: input.full_name,
      email: input.email,
      company: input.company,
      phone: input.phone,
      position: input.position,
      message: input.message,
      created_at: now,
    };
    const id = await this.repo.transaction(async (trx) => {
      const enquiryId = await this.repo
        .on(trx)
        .insert({ user_id: account.id, solution_id: first.id, solution_name: solutionName, ...written }, solutions);
      // One mail to sales and one receipt, however many solutions the enquiry names.
      await this.outbox.on(trx).enqueue([salesEnquiryMail(this.config.salesEmail, ctx), enquiryReceiptMail(ctx)]);
      await this.webhooks.enquiry(
        trx,
        { enquiry_id: enquiryId, solution_ids: solutions.map((s) => s!.id), ...written },
        now,
      );
      return enquiryId;
    });
    // Insight counts the enquiry once for each solution it names (docs/decisions/0155).
    for (const solution of solutions as { id: number }[]) this.insight.add('enquiry', solution.id);
    return { id, solution_id: first.id, solution_name: solutionName, solutions, created_at: now };
  }

  /** The page the mails link to: the solution's, or the comparison of the first four of several. */
  private linkTo(solutions: readonly { id: number }[]): string {
    const base = this.config.publicUrl;
    if (solutions.length === 1) return `${base}/solution/${solutions[0]!.id}`;
    return `${base}/compare?ids=${solutions
      .slice(0, COMPARE_MAX)
      .map((s) => s.id)
      .join(',')}`;
  }
}
