import { type Bitset, membersOf } from './bitset.ts';

/**
 * A page of a few matched rows in a sort order, without walking the order (docs/decisions/0217).
 * Walking the order to the page's last row visits about `order.length × wanted / total` positions:
 * for a narrow filter on a far page, most of the catalogue. Here the matched positions are read
 * from the bitset, each turned into its place in the order, and the places sorted instead.
 */

/** Each position's place in `order` (-1: not in it), made once per order: a patch makes new orders. */
const placesOfOrder = new WeakMap<Uint32Array, Int32Array>();

function placesIn(order: Uint32Array, capacity: number): Int32Array {
  let places = placesOfOrder.get(order);
  if (!places) {
    places = new Int32Array(capacity).fill(-1);
    for (let i = 0; i < order.length; i++) places[order[i]!] = i;
    placesOfOrder.set(order, places);
  }
  return places;
}

/** How pages are read: by cost, or (the property test's other half) always from the matched rows. */
export const pageReading = { fromMatchedAlways: false };

/**
 * Whether reading the matched rows costs less than walking the order: the walk visits the order's
 * share of the page, the other way reads every word of the bitset and sorts the matched places.
 */
export function fewerThanTheWalk(total: number, wanted: number, orderLength: number, words: number): boolean {
  if (pageReading.fromMatchedAlways) return true;
  const walked = (orderLength * Math.min(wanted, total)) / total;
  return walked > words + 4 * total * Math.log2(total + 2);
}

/**
 * The places in `order` of the positions in `match`, ascending. A position the order does not hold
 * is left out, as a walk along the order would never meet it.
 */
export function placesOfMatched(match: Bitset, order: Uint32Array, capacity: number): Uint32Array {
  const places = placesIn(order, capacity);
  const members = membersOf(match);
  const out = new Uint32Array(members.length);
  let n = 0;
  for (let k = 0; k < members.length; k++) {
    const place = places[members[k]!] ?? -1;
    if (place >= 0) out[n++] = place;
  }
  return out.subarray(0, n).sort();
}
