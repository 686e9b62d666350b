import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';
import { isJsonObject, type JsonSchema } from './json-schema-object.ts';

/**
 * A JSON writer compiled from a response schema (docs/decisions/0197): it writes the fields the
 * schema declares and nothing else, as the schema's parse followed by `JSON.stringify` did, in
 * about half the time. For the catalogue's hot answers, which are serialised by hand to be cached.
 */
export function compiledSerializer<S extends z.ZodType>(schema: S): (value: z.output<S>) => string {
  const write = fastJson(serializerSchema(schema));
  return (value) => asciiOnly(write(value));
}

/**
 * The keywords of a plain primitive's schema: its type, and bounds that only validate a number or
 * a string, which a writer that does not validate may drop.
 */
const PLAIN_PRIMITIVE_KEYS = [
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
];
const PRIMITIVE_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

const onlyKeys = (schema: JsonSchema, keys: string[]) => Object.keys(schema).every((key) => keys.includes(key));
const isNull = (schema: unknown) => isJsonObject(schema) && schema.type === 'null' && onlyKeys(schema, ['type']);
/** A schema of one primitive type and nothing that changes how it is written (no `format`). */
const isPlainPrimitive = (schema: unknown): schema is JsonSchema & { type: string } =>
  isJsonObject(schema) &&
  typeof schema.type === 'string' &&
  PRIMITIVE_TYPES.has(schema.type) &&
  onlyKeys(schema, PLAIN_PRIMITIVE_KEYS);

/**
 * The `anyOf` of one schema or null, or of plain primitives (a facet's id: a number or a status's
 * text), written as `nullable` or a list of types. fast-json-stringify picks an `anyOf` branch by
 * running a JSON Schema validator on the value, compiled on its first use; for `nullable` and a
 * list of types its generated code checks `typeof` instead (docs/decisions/0214). Any other
 * `anyOf` stays.
 */
function withoutAnyOf(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || !onlyKeys(schema, ['anyOf'])) return schema;
  if (branches.length === 2 && branches.some(isNull)) {
    const other = branches.find((branch) => !isNull(branch));
    if (isJsonObject(other) && (typeof other.$ref === 'string' || typeof other.type === 'string')) {
      return { ...other, nullable: true };
    }
  }
  if (branches.every(isPlainPrimitive)) {
    const types = branches.map((branch) => branch.type);
    if (new Set(types).size === types.length) return { type: types };
  }
  return schema;
}

/** The JSON Schema a writer is compiled from: zod's output schema with `withoutAnyOf` applied at every depth. */
export function serializerSchema(schema: z.ZodType): Schema {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isJsonObject(value)) return value;
    return withoutAnyOf(Object.fromEntries(Object.entries(value).map(([key, v]) => [key, rewrite(v)])));
  };
  return rewrite(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as Schema;
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
