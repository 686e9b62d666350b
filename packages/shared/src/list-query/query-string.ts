/** One value of a query: a list is sent as one comma list (docs/product.md §4.6). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/**
 * `name=value&…` in the order given, every value encoded with its commas left readable
 * (`technology=1,2`, as docs/product.md §4.6 writes it); empty values are left out.
 */
export function queryString(query: Readonly<Record<string, QueryValue>>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '') continue;
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(text).replace(/%2C/gi, ',')}`);
  }
  return pairs.join('&');
}

/** A query string as a route receives it: each key's value, a repeated key as the list of its values. */
export function queryParams(text: string): Record<string, string | string[]> {
  const params = new URLSearchParams(text.trim().replace(/^\?/, ''));
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}
