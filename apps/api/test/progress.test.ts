import { describe, expect, it } from 'vitest';
import { startProgress, timeLeft } from '../src/lib/progress.ts';

/** A log file or a pipe: no terminal, so plain lines. */
function plainStream() {
  const written: string[] = [];
  return { stream: { isTTY: false, write: (text: string) => written.push(text) }, written };
}

describe('progress of long work off a terminal', () => {
  it('writes a plain line with counts, percentage and time left at most every interval, then one summary', () => {
    const { stream, written } = plainStream();
    const printed: string[] = [];
    let clock = 1_000_000;
    const p = startProgress('Backing up', 100, {
      stream,
      everyMs: 10_000,
      now: () => clock,
      print: (l) => printed.push(l),
    });
    for (let i = 0; i < 100; i++) {
      clock += 500; // 2 items a second
      p.tick();
    }
    p.finish('backed up the database and 99 stored files to /tmp/x');
    // 50 s of work: a line at 10, 20, 30 and 40 s; none at the end, where the summary says it all.
    expect(written).toEqual([
      'Backing up: 20/100 (20%), about 40 s left\n',
      'Backing up: 40/100 (40%), about 30 s left\n',
      'Backing up: 60/100 (60%), about 20 s left\n',
      'Backing up: 80/100 (80%), about 10 s left\n',
    ]);
    expect(printed).toEqual(['backed up the database and 99 stored files to /tmp/x (in 50.0 s)']);
  });

  it('writes no line for work quicker than the interval, only the summary', () => {
    const { stream, written } = plainStream();
    const printed: string[] = [];
    let clock = 0;
    const p = startProgress('Sweeping', 3, { stream, now: () => clock, print: (l) => printed.push(l) });
    for (let i = 0; i < 3; i++) {
      clock += 100;
      p.tick();
    }
    p.finish('3 stored files, 0 unreferenced');
    expect(written).toEqual([]);
    expect(printed).toEqual(['3 stored files, 0 unreferenced (in 0.3 s)']);
  });

  it('counts several items at once and says minutes when the rest takes that long', () => {
    const { stream, written } = plainStream();
    let clock = 0;
    const p = startProgress('Generating solutions', 100_000, {
      stream,
      everyMs: 1_000,
      now: () => clock,
      print: () => undefined,
    });
    clock += 1_500;
    p.tick(1_000);
    expect(written).toEqual(['Generating solutions: 1000/100000 (1%), about 2 min 29 s left\n']);
  });

  it('estimates the time left from the rate so far', () => {
    expect(timeLeft(0, 10, 5_000)).toBe('');
    expect(timeLeft(5, 10, 5_000)).toBe(', about 5 s left');
    expect(timeLeft(10, 10, 5_000)).toBe(', about 0 s left');
    expect(timeLeft(1, 61, 1_000)).toBe(', about 1 min 0 s left');
  });
});
