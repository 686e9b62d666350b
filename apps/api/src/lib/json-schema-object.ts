/** A JSON Schema, or any other JSON object, read as plain data. */
export type JsonSchema = Record<string, unknown>;

/** Whether `value` is a JSON object (a schema, a map of properties), not an array or a primitive. */
export const isJsonObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
