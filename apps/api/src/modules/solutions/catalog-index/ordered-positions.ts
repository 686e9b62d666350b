/**
 * The orders a patch rewrites (docs/decisions/0184). A patch touches a handful of positions in
 * orders of a hundred thousand, so the unchanged stretches are copied whole (`subarray` and
 * `set`, a memory copy) between the few places where a position leaves or comes in.
 */

/** `order` without the positions in `gone` (each of which it holds). */
export function without(order: Uint32Array, gone: ReadonlySet<number>): Uint32Array {
  if (gone.size === 0) return order;
  const cuts = [...gone].map((p) => order.indexOf(p)).sort((a, b) => a - b);
  if (cuts[0] === -1) throw new Error('a patched row leaves an order that does not hold it');
  const out = new Uint32Array(order.length - cuts.length);
  let from = 0;
  let n = 0;
  for (const cut of cuts) {
    out.set(order.subarray(from, cut), n);
    n += cut - from;
    from = cut + 1;
  }
  out.set(order.subarray(from), n);
  return out;
}

/** `order` with each of `added` (position, index to go before) put in; ties keep `added`'s order. */
function inserted(order: Uint32Array, added: ReadonlyArray<{ position: number; at: number }>): Uint32Array {
  const sorted = added.map((a, k) => ({ ...a, k })).sort((a, b) => a.at - b.at || a.k - b.k);
  const out = new Uint32Array(order.length + added.length);
  let from = 0;
  let n = 0;
  for (const { position, at } of sorted) {
    out.set(order.subarray(from, at), n);
    n += at - from;
    from = at;
    out[n++] = position;
  }
  out.set(order.subarray(from), n);
  return out;
}

/**
 * `order` (positions) without the positions in `gone`, with each of `added` placed right after the
 * position it follows (`after`, null: first); rows placed after the same position keep the order
 * of `added`. The database decided every place, so no collation is imitated.
 */
export function withPlaced(
  order: Uint32Array,
  gone: ReadonlySet<number>,
  added: ReadonlyArray<{ position: number; after: number | null }>,
): Uint32Array {
  const kept = without(order, gone);
  return inserted(
    kept,
    added.map(({ position, after }) => {
      const at = after === null ? 0 : kept.indexOf(after) + 1;
      if (at === 0 && after !== null) throw new Error('a patched row follows a row the index does not hold');
      return { position, at };
    }),
  );
}

/**
 * `order` (positions, ascending by `before`) without `gone`, with `added` put in by `before`: for
 * an order whose key the index holds itself (first technology, then id).
 */
export function withMerged(
  order: Uint32Array,
  gone: ReadonlySet<number>,
  added: readonly number[],
  before: (a: number, b: number) => number,
): Uint32Array {
  const kept = without(order, gone);
  return inserted(
    kept,
    [...added].sort(before).map((position) => {
      let lo = 0;
      let hi = kept.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (before(kept[mid]!, position) < 0) lo = mid + 1;
        else hi = mid;
      }
      return { position, at: lo };
    }),
  );
}
