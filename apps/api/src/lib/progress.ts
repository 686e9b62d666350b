import cliProgress from 'cli-progress';

/** Where progress goes: a terminal gets a bar, anything else (a pipe, a file, CI's log) plain lines. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressOptions {
  /** process.stderr by default, so what a command prints on stdout stays clean. */
  stream?: ProgressStream;
  /** How often a plain line is written when the stream is no terminal (PROGRESS_EVERY_SECONDS, 10 s by default). */
  everyMs?: number;
  /** Where the closing summary goes: stdout (console.log) by default, as the command's answer. */
  print?: (line: string) => void;
  /** The clock, for tests. */
  now?: () => number;
}

/** Long work's progress: counts, time left, and a one-line summary at the end (docs/decisions/0158). */
export interface Progress {
  /** `n` more items done. */
  tick(n?: number): void;
  /** The total, once the work knows it better (a listing made after the first step). */
  total(n: number): void;
  /** Ends the bar or the plain lines; answers the time the work took ("in 1.2 s"). */
  stop(): string;
  /** Stops and prints `summary` with the time the work took, on one line. */
  finish(summary: string): void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The interval of plain lines: PROGRESS_EVERY_SECONDS of the environment (or .env) when it is a
 * number of seconds, 0 or more (0: a line for every step), else 10 s.
 */
function plainLineEveryMs(): number {
  const setting = process.env.PROGRESS_EVERY_SECONDS?.trim();
  const every = setting ? Number(setting) : Number.NaN;
  return Number.isFinite(every) && every >= 0 ? every * 1000 : 10_000;
}

/** "about 2 min 5 s left" from the rate so far; empty before anything is done. */
export function timeLeft(done: number, total: number, elapsedMs: number): string {
  if (done <= 0 || elapsedMs <= 0) return '';
  const left = Math.max(0, Math.round(((total - done) * elapsedMs) / done / 1000));
  const text = left >= 60 ? `${Math.floor(left / 60)} min ${left % 60} s` : `${left} s`;
  return `, about ${text} left`;
}

/**
 * Shows the progress of `total` items of work called `label` (seed, backup, restore, storage
 * sweep, the bench's catalogue generator). On a terminal: a bar with counts and time left
 * (cli-progress). Otherwise: `label: done/total (p%), about T left` at most every `everyMs`, so a
 * log shows the work moving without a line per item.
 */
export function startProgress(label: string, total: number, options: ProgressOptions = {}): Progress {
  let all = total;
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? Date.now;
  const started = now();
  let done = 0;
  const print = options.print ?? ((line: string) => console.log(line));
  const took = () => `in ${seconds(now() - started)}`;

  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar({
      stream: stream as NodeJS.WritableStream,
      format: `${label} [{bar}] {value}/{total} ({percentage}%) | {eta_formatted} left`,
      barsize: 30,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    });
    bar.start(all, 0);
    return {
      tick(n = 1) {
        done += n;
        bar.update(done);
      },
      total(n) {
        all = n;
        bar.setTotal(n);
      },
      stop() {
        bar.stop();
        return took();
      },
      finish(summary) {
        print(`${summary} (${this.stop()})`);
      },
    };
  }

  const every = options.everyMs ?? plainLineEveryMs();
  let lastLine = started;
  const line = () => {
    const percent = all > 0 ? Math.floor((done * 100) / all) : 100;
    stream.write(`${label}: ${done}/${all} (${percent}%)${timeLeft(done, all, now() - started)}\n`);
  };
  return {
    tick(n = 1) {
      done += n;
      const at = now();
      if (at - lastLine >= every && done < all) {
        lastLine = at;
        line();
      }
    },
    total(n) {
      all = n;
    },
    stop: took,
    finish(summary) {
      print(`${summary} (${took()})`);
    },
  };
}

/** Work without a visible progress (the server's own seeding, tests). */
export const silentProgress: Progress = {
  tick: () => undefined,
  total: () => undefined,
  stop: () => '',
  finish: () => undefined,
};
