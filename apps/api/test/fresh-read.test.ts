import { describe, expect, it } from 'vitest';
import { FreshRead } from '../src/lib/fresh-read.ts';

/** A source whose reads the test ends by hand: `value` is what a read sees when it starts. */
function source() {
  const reads: Array<{ seen: number; end: (fail?: Error) => void }> = [];
  const state = { value: 0, reads };
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const seen = state.value;
      reads.push({ seen, end: (fail) => (fail ? reject(fail) : resolve(seen)) });
    });
  return { state, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a read shared by callers that arrive together (docs/decisions/0196)', () => {
  it('answers a caller who asks during a read with the next read, which the waiting callers share', async () => {
    const { state, read } = source();
    const shared = new FreshRead(read);
    const first = shared.get();
    await settle();
    // Written after the first read started: the callers below must see it.
    state.value = 1;
    const second = shared.get();
    const third = shared.get();
    await settle();
    expect(state.reads).toHaveLength(1);
    state.reads[0]!.end();
    await settle();
    expect(state.reads).toHaveLength(2);
    state.reads[1]!.end();
    expect(await first).toBe(0);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it('begins a read on the next turn, shared by every caller who asked before it began (docs/decisions/0212)', async () => {
    const { state, read } = source();
    const shared = new FreshRead(read);
    const first = shared.get();
    // Written after the first caller asked but before the read began: both callers see it.
    state.value = 3;
    const second = shared.get();
    expect(state.reads).toHaveLength(0);
    await settle();
    expect(state.reads).toHaveLength(1);
    state.reads[0]!.end();
    expect(await first).toBe(3);
    expect(await second).toBe(3);
  });

  it('starts a read of its own for a caller who asks while nothing is read', async () => {
    const { state, read } = source();
    const shared = new FreshRead(read);
    const first = shared.get();
    await settle();
    state.reads[0]!.end();
    expect(await first).toBe(0);
    state.value = 2;
    const later = shared.get();
    await settle();
    state.reads[1]!.end();
    expect(await later).toBe(2);
    expect(state.reads).toHaveLength(2);
  });

  it('gives a failed read to its callers only; the callers waiting behind it get a read of their own', async () => {
    const { state, read } = source();
    const shared = new FreshRead(read);
    const failing = shared.get();
    await settle();
    const waiting = shared.get();
    state.reads[0]!.end(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    state.reads[1]!.end();
    expect(await waiting).toBe(0);
  });
});
