import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { DatabaseAvailability } from '../db/availability.ts';

/**
 * Work a route does once its answer has gone out, so the answer's timing says nothing about
 * what the work found (docs/decisions/0089). Jobs start on the next turn of the event loop after
 * the answer is finished; `settled()` waits for all of them (mail flushes, shutdown).
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly availability: DatabaseAvailability,
  ) {}

  run(reply: FastifyReply, job: () => Promise<void>): void {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    this.pending.add(done);
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      setImmediate(() => {
        job()
          .catch((error: unknown) => {
            if (!this.availability.observe(error)) this.log.error({ err: error }, 'work after the answer failed');
          })
          .finally(() => {
            this.pending.delete(done);
            release();
          });
      });
    };
    reply.raw.once('finish', start);
    // A client that hangs up before the answer is finished still gets its work done.
    reply.raw.once('close', start);
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
