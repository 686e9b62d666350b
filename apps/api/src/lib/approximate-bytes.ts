/**
 * About how many bytes of heap `value` holds, for weighing cache entries (docs/decisions/0160).
 * V8's layout, roughly: a string is a header and one byte per character (two when any character
 * is past Latin-1), a number 8, an array or object a header and 8 bytes a slot, a typed array its
 * buffer. Property names live in shared hidden classes and are not counted. It errs high rather
 * than low, so a cache set to N bytes holds at most about N.
 */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value !== 'object' || value === null) return 8;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (Array.isArray(value)) {
    let bytes = 32 + 8 * value.length;
    for (const item of value) bytes += approximateBytes(item);
    return bytes;
  }
  let bytes = 32;
  for (const item of Object.values(value)) bytes += 8 + approximateBytes(item);
  return bytes;
}

/** A string's header and characters: one byte each for Latin-1, two otherwise. */
export function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  return 16 + text.length * (/[^\u0000-\u00ff]/.test(text) ? 2 : 1);
}
