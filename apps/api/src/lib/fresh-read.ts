/**
 * Shares one read among callers that arrive together, without ever answering a caller with a read
 * that started before it asked (docs/decisions/0196). While a read is under way, callers that arrive
 * wait for the next one, which starts as soon as the current one ends and answers all of them. So
 * whatever was committed before a caller asked is in its answer, and under load the source is read
 * about once per round trip instead of once per caller.
 */
export class FreshRead<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.running) return this.start();
    // The running read may have begun before this caller asked: wait for the one after it.
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<T> {
    this.queued = null;
    // A read begun since the last one ended also began after every queued caller asked.
    return this.running ?? this.start();
  }

  private start(): Promise<T> {
    const read = this.read().finally(() => {
      if (this.running === read) this.running = null;
    });
    this.running = read;
    return read;
  }
}
