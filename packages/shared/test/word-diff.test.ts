import { describe, expect, it } from 'vitest';
import { wordDiff } from '../src/word-diff.ts';

const side = (parts: ReturnType<typeof wordDiff>, kind: 'added' | 'removed') =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === kind)
    .map((p) => p.text)
    .join('');

describe('word diff of the History panel', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    const parts = wordDiff('Maps the river every hour', 'Maps the harbour every ten minutes');
    expect(parts).toEqual([
      { kind: 'same', text: 'Maps the ' },
      { kind: 'added', text: 'harbour ' },
      { kind: 'removed', text: 'river ' },
      { kind: 'same', text: 'every ' },
      { kind: 'added', text: 'ten minutes' },
      { kind: 'removed', text: 'hour' },
    ]);
  });

  it('gives back each side, whitespace aside', () => {
    const before = 'Flood  Watch\nfor Jakarta, every hour.';
    const after = 'Flood Watch for Bandung\nand Jakarta, hourly.';
    const parts = wordDiff(before, after);
    expect(side(parts, 'removed').replace(/\s+/g, ' ')).toBe(before.replace(/\s+/g, ' '));
    expect(side(parts, 'added').replace(/\s+/g, ' ')).toBe(after.replace(/\s+/g, ' '));
  });

  it('handles empty sides', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Old', '')).toEqual([{ kind: 'removed', text: 'Old' }]);
    expect(wordDiff('', '')).toEqual([]);
  });
});
