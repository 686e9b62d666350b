/**
 * A word diff for the History panel (docs/decisions/0153): the words of `before` and `after`
 * aligned by their longest common subsequence, runs of the same kind joined. Whitespace goes with
 * the word before it and does not count as a change (a kept word is shown with its new spacing),
 * so the same and removed parts read as `before`, the same and added parts as `after`.
 */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Texts longer than this many words on both sides are compared as wholes (the table is n × m). */
const MAX_WORDS = 2000;

const words = (text: string) => text.match(/\s*\S+\s*|\s+/g) ?? [];

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length * b.length > MAX_WORDS * MAX_WORDS) {
    return join([
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ]);
  }
  const key = (w: string) => w.trim();
  // lcs[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = key(a[i]!) === key(b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && key(a[i]!) === key(b[j]!)) {
      parts.push({ kind: 'same', text: b[j]! });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      parts.push({ kind: 'added', text: b[j++]! });
    } else {
      parts.push({ kind: 'removed', text: a[i++]! });
    }
  }
  return join(parts);
}

function join(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}
