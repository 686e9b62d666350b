/**
 * The loop of a worker that drains a table shared by every instance (the mail outbox, webhook
 * deliveries): one batch at a time, never two at once; after a batch that says there may be more
 * (`again`) the next starts at once, otherwise after `pollMs`. A failed batch goes to `onError` and
 * the loop polls again later. A period of 0 or less never starts. Timers do not keep the process
 * alive.
 */
export class PollingLoop<A extends unknown[], R> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<R> | undefined;
  private stopped = true;

  constructor(
    private readonly batch: (...args: A) => Promise<R>,
    private readonly options: { pollMs: number; again: (result: R) => boolean; onError: (error: unknown) => void },
  ) {}

  /** One batch, after the one under way if any; the loop's own batches take no arguments. */
  runOnce(...args: A): Promise<R> {
    const previous = this.running ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.batch(...args));
    this.running = run;
    return run;
  }

  start(): void {
    if (!this.stopped || this.options.pollMs <= 0) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for a batch in progress, so no claim is left behind on a clean stop. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      (this.runOnce as () => Promise<R>)()
        .then((result) => this.schedule(this.options.again(result) ? 0 : this.options.pollMs))
        .catch((error) => {
          this.options.onError(error);
          this.schedule(this.options.pollMs);
        });
    }, ms);
    this.timer.unref();
  }
}

const HOUR_MS = 60 * 60_000;

/** `baseMs`, then doubling with each attempt up to an hour, with a little jitter so instances spread out. */
export function backoffMs(attempts: number, baseMs: number): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);
  return Math.round(delay * (1 + Math.random() * 0.1));
}
