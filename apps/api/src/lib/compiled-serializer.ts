import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A JSON writer compiled from a response schema (docs/decisions/0197): it writes the fields the
 * schema declares and nothing else, as the schema's parse followed by `JSON.stringify` did, in
 * about half the time. For the catalogue's hot answers, which are serialised by hand to be cached.
 */
export function compiledSerializer<S extends z.ZodType>(schema: S): (value: z.output<S>) => string {
  const write = fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Schema);
  return (value) => asciiOnly(write(value));
}

/**
 * `text` as one piece of memory. A string built by appending is, in V8, a tree of its pieces until
 * something reads it by index; the first such read copies it into one piece, once. A string kept
 * and joined into many answers (a list item with its highlight) would otherwise be walked piece by
 * piece again by every answer's byte count and write (docs/decisions/0208). The writers above need
 * no call: `asciiOnly`'s copy leaves their JSON in one piece already (docs/decisions/0211).
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

const NON_ASCII = /[\u0080-\uffff]/;
const EACH_NON_ASCII = /[\u0080-\uffff]/g;
const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `json` with every character past ASCII written as its `\u` escape, the same JSON once parsed,
 * stored one byte per character. A single wider character (a highlight's "…") makes V8 keep a
 * string, and every answer joined from it, two bytes per character, and Node writes those to the
 * socket markedly slower (docs/decisions/0211). Escaping is not enough on its own: a replaced or
 * escaped string keeps its source's width, so the text is copied once through Latin-1, which
 * V8 stores one byte per character; the copy is flat as well (what `flat` does).
 */
export function asciiOnly(json: string): string {
  const ascii = NON_ASCII.test(json) ? json.replace(EACH_NON_ASCII, escaped) : json;
  return Buffer.from(ascii, 'latin1').toString('latin1');
}
