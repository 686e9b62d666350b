import { isJsonObject, type JsonSchema } from '../lib/json-schema-object.ts';

/**
 * Every shape of the OpenAPI document named in `components.schemas`
 * (docs/decisions/0177-openapi-document-and-typed-client.md). Shapes the contract names itself
 * (zod `.meta({ id })` in @catalog/shared) keep their names; any other object a body or an answer
 * holds is named after where it first appears: `<OperationId>Body`, `<OperationId>Response`, and
 * within a shape `<Shape><Property>`, `<Shape>Item` for an array's items, `<Shape>Value` for a
 * map's values. The same shape met twice gets one name. Only shapes an operation reaches are kept.
 */
type Schema = JsonSchema;
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> } & Record<string, unknown>;
} & Record<string, unknown>;
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const REF = '#/components/schemas/';
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const isShape = (schema: Schema) =>
  schema.type === 'object' || isJsonObject(schema.properties) || isJsonObject(schema.additionalProperties);

class Namer {
  readonly schemas: Record<string, Schema>;
  private readonly byText = new Map<string, string>();

  constructor(existing: Record<string, Schema>) {
    this.schemas = {};
    for (const [name, schema] of Object.entries(existing)) this.schemas[name] = schema;
    for (const [name, schema] of Object.entries(existing)) this.schemas[name] = this.within(schema, name);
  }

  /** `schema` with every object shape inside it named and referred to. */
  within(schema: Schema, name: string): Schema {
    if (typeof schema.$ref === 'string') return schema;
    const out: Schema = { ...schema };
    if (isJsonObject(out.properties))
      out.properties = Object.fromEntries(
        Object.entries(out.properties).map(([key, value]) => [
          key,
          this.child(value as Schema, `${name}${pascal(key)}`),
        ]),
      );
    if (isJsonObject(out.items)) out.items = this.child(out.items, `${name}Item`);
    if (isJsonObject(out.additionalProperties))
      out.additionalProperties = this.child(out.additionalProperties, `${name}Value`);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (Array.isArray(out[key]))
        out[key] = (out[key] as Schema[]).map((s, i) => this.child(s, `${name}Option${i + 1}`));
    return out;
  }

  /** A shape becomes a reference to its name; anything else is looked into. */
  child(schema: Schema, name: string): Schema {
    if (!isJsonObject(schema) || typeof schema.$ref === 'string') return schema;
    const inner = this.within(schema, name);
    if (!isShape(schema)) return inner;
    return { $ref: `${REF}${this.name(inner, name)}` };
  }

  private name(schema: Schema, wanted: string): string {
    const text = JSON.stringify(schema);
    const known = this.byText.get(text);
    if (known) return known;
    let name = wanted;
    for (let n = 2; name in this.schemas; n++) name = `${wanted}${n}`;
    this.schemas[name] = schema;
    this.byText.set(text, name);
    return name;
  }
}

/** The names `value` refers to. */
function refsIn(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (isJsonObject(value))
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(REF)) into.add(inner.slice(REF.length));
      else refsIn(inner, into);
    }
}

export function nameEveryShape<D extends object>(given: D): D {
  const document = given as Document;
  const namer = new Namer(document.components?.schemas ?? {});
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          const id = pascal(operation.operationId ?? `${method} ${path}`);
          const named = (content: Record<string, { schema?: Schema }> | undefined, name: string) =>
            content &&
            Object.fromEntries(
              Object.entries(content).map(([type, media]) => [
                type,
                media.schema ? { ...media, schema: namer.child(media.schema, name) } : media,
              ]),
            );
          const body = operation.requestBody && {
            ...operation.requestBody,
            content: named(operation.requestBody.content, `${id}Body`),
          };
          const responses =
            operation.responses &&
            Object.fromEntries(
              Object.entries(operation.responses).map(([status, response]) => [
                status,
                { ...response, content: named(response.content, `${id}Response${/^2/.test(status) ? '' : status}`) },
              ]),
            );
          return [method, { ...operation, ...(body && { requestBody: body }), ...(responses && { responses }) }];
        }),
      ),
    ]),
  );
  // Keep the names an operation reaches, directly or through another name.
  const used = new Set<string>();
  refsIn(paths, used);
  for (let queue = [...used]; queue.length > 0;) {
    const found = new Set<string>();
    refsIn(namer.schemas[queue.pop()!], found);
    for (const name of found)
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
  }
  const schemas = Object.fromEntries(
    Object.keys(namer.schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, namer.schemas[name]!]),
  );
  return { ...document, paths, components: { ...document.components, schemas } } as D;
}
