/**
 * `order` (positions) without the positions in `gone`, with each of `added` placed right after the
 * position it follows (`after`, null: first); rows placed after the same position keep the order
 * of `added`. The database decided every place (docs/decisions/0184), so no collation is imitated.
 */
export function withPlaced(
  order: Uint32Array,
  gone: ReadonlySet<number>,
  added: ReadonlyArray<{ position: number; after: number | null }>,
): Uint32Array {
  const following = new Map<number | null, number[]>();
  for (const { position, after } of added) {
    const list = following.get(after);
    if (list) list.push(position);
    else following.set(after, [position]);
  }
  const out = new Uint32Array(order.length - gone.size + added.length);
  let n = 0;
  for (const p of following.get(null) ?? []) out[n++] = p;
  for (const p of order) {
    if (gone.has(p)) continue;
    out[n++] = p;
    for (const q of following.get(p) ?? []) out[n++] = q;
  }
  if (n !== out.length) throw new Error('a patched row follows a row the index does not hold');
  return out;
}

/**
 * `order` (positions, ascending by `before`) without `gone`, with `added` merged in by `before`:
 * for an order whose key the index holds itself (first technology, then id).
 */
export function withMerged(
  order: Uint32Array,
  gone: ReadonlySet<number>,
  added: readonly number[],
  before: (a: number, b: number) => number,
): Uint32Array {
  const sorted = [...added].sort(before);
  const out = new Uint32Array(order.length - gone.size + added.length);
  let n = 0;
  let k = 0;
  for (const p of order) {
    if (gone.has(p)) continue;
    while (k < sorted.length && before(sorted[k]!, p) < 0) out[n++] = sorted[k++]!;
    out[n++] = p;
  }
  while (k < sorted.length) out[n++] = sorted[k++]!;
  return out;
}
