import { coded, type EnquiryFormValues, type EnquiryResult, visibleStatuses } from '@catalog/shared';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { OutboxRepository } from '../../mail/outbox.repository.ts';
import { RateLimiter } from '../auth/rate-limits.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import { enquiryReceiptMail, salesEnquiryMail } from './enquiry-mails.ts';
import type { EnquiriesRepository } from './enquiries.repository.ts';
import type { InsightCounter } from '../insight/insight-counter.ts';

export class EnquiriesService {
  constructor(
    private readonly repo: EnquiriesRepository,
    private readonly users: UsersRepository,
    private readonly outbox: OutboxRepository,
    private readonly config: Pick<Config, 'publicUrl' | 'salesEmail'>,
    private readonly limiter: RateLimiter,
    private readonly insight: InsightCounter,
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
    const solution = await this.repo.findSolution(input.solution_id, visibleStatuses(caller.role));
    if (!solution) throw notFound(coded('server.solutionNotFound'));

    // Counted before the enquiry is written, in one statement, so a burst cannot pass the limit.
    RateLimiter.throwIfBlocked(
      await this.limiter.hit('enquiriesPerAccount', String(account.id)),
      coded('server.tooManyEnquiries'),
    );

    const now = nowIso();
    const ctx = { enquiry: input, solution, solutionUrl: `${this.config.publicUrl}/solution/${solution.id}`, account };
    const id = await this.repo.transaction(async (trx) => {
      const enquiryId = await this.repo.on(trx).insert({
        user_id: account.id,
        solution_id: solution.id,
        solution_name: solution.name,
        full_name: input.full_name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        position: input.position,
        message: input.message,
        created_at: now,
      });
      await this.outbox.on(trx).enqueue([salesEnquiryMail(this.config.salesEmail, ctx), enquiryReceiptMail(ctx)]);
      return enquiryId;
    });
    this.insight.add('enquiry', solution.id);
    return { id, solution_id: solution.id, solution_name: solution.name, created_at: now };
  }
}
