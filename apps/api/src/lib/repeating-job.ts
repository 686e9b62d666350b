/**
 * Runs `work` every `everyMs` in the server until stopped, never two runs at once; a period of 0
 * or less never starts. A failed run is handed to `onError` and the next one comes on time. Timers
 * do not keep the process alive.
 */
export class RepeatingJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.everyMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.everyMs);
    this.timer.unref();
  }

  /** One run now, or the one already under way. */
  runOnce(): Promise<void> {
    this.running ??= this.work()
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
