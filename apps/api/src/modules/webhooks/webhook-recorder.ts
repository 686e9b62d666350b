import type { WebhookEvent } from '@catalog/shared';
import type { Executor } from '../../db/repository.ts';
import type { EndpointEvents, WebhooksRepository } from './webhooks.repository.ts';

interface SolutionFacts {
  id: number;
  name: string;
  status: string;
}

/**
 * Records webhook events inside the transaction of the change (docs/decisions/0172): the
 * services that change solutions and take enquiries call it with their transaction.
 */
export class WebhookRecorder {
  constructor(private readonly repo: WebhooksRepository) {}

  /**
   * `solution.created`, `.updated` or `.deleted`, and `solution.released` the first time it is
   * public. `extra` adds to the event's data (not the release's): `{ restored: true }` when a
   * solution comes back from the trash (docs/decisions/0186). `endpoints`: from `endpoints(trx)`,
   * when one transaction records many changes.
   */
  async solution(
    trx: Executor,
    event: WebhookEvent,
    solution: SolutionFacts,
    now: string,
    extra: Record<string, unknown> = {},
    endpoints?: readonly EndpointEvents[],
  ): Promise<void> {
    const repo = this.repo.on(trx);
    const data = { solution_id: solution.id, name: solution.name, status: solution.status };
    await repo.recordEvent(event, solution.id, { ...data, ...extra }, now, endpoints);
    if (event !== 'solution.deleted' && (await repo.claimRelease(solution.id, now))) {
      await repo.recordEvent('solution.released', solution.id, data, now, endpoints);
    }
  }

  /** The endpoints and their events, read once for the many changes of one transaction (an import). */
  endpoints(trx: Executor): Promise<readonly EndpointEvents[]> {
    return this.repo.on(trx).endpointEvents();
  }

  async enquiry(trx: Executor, data: { enquiry_id: number } & Record<string, unknown>, now: string): Promise<void> {
    await this.repo.on(trx).recordEvent('enquiry.created', data.enquiry_id, data, now);
  }
}
