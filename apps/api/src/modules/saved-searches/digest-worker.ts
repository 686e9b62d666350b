import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseAvailability } from '../../db/availability.ts';
import { RepeatingJob } from '../../lib/repeating-job.ts';
import type { SavedSearchDigest } from './saved-search-digest.ts';

/**
 * Runs the saved-search digest every `everyMs` (DIGEST_INTERVAL_SECONDS) in every instance;
 * the digest's claims keep instances from mailing one search twice (saved-search-digest.ts).
 */
export class DigestWorker extends RepeatingJob {
  constructor(digest: SavedSearchDigest, availability: DatabaseAvailability, everyMs: number, log: FastifyBaseLogger) {
    super(
      async () => {
        const run = await digest.runDue(new Date());
        if (run.mailed > 0) log.info(run, 'saved search digests queued');
      },
      everyMs,
      // An outage is logged once by the database's tracker; the next run tries again.
      (err: unknown) => {
        if (!availability.observe(err)) log.error({ err }, 'saved search digest: run failed');
      },
    );
  }
}
