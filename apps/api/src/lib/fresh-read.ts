import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Shares one read among callers that arrive together, without ever answering a caller with a read
 * that started before it asked (docs/decisions/0196, 0212). A read begins on the event loop's next
 * turn, or as soon as the read under way ends; every caller who asks before it begins shares it.
 * So whatever was committed before a caller asked is in its answer; under load the source is read
 * about once per turn or round trip instead of once per caller, and the callers it answers go on
 * together, so their answers leave together.
 */
export class FreshRead<T> {
  /** The read under way. */
  private running: Promise<T> | null = null;
  /** The read that has not begun yet, shared by everyone who asks until it does. */
  private next: Promise<T> | null = null;

  constructor(private readonly read: () => T | Promise<T>) {}

  get(): Promise<T> {
    this.next ??= this.running ? this.running.then(this.begin, this.begin) : nextTurn().then(this.begin);
    return this.next;
  }

  /** An arrow, so that `get` hands it on without making a closure for every caller. */
  private readonly begin = (): Promise<T> => {
    this.next = null;
    const read = (async () => this.read())().finally(() => {
      if (this.running === read) this.running = null;
    });
    this.running = read;
    return read;
  };
}
