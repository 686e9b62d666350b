import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ENGLISH = resolve(import.meta.dirname, '../../apps/web/src/i18n/catalogs/en');

/** Every key of the client's catalogs (docs/decisions/0125-languages.md), to find one shown raw. */
export function catalogKeys(): string[] {
  return readdirSync(ENGLISH)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.keys(JSON.parse(readFileSync(join(ENGLISH, file), 'utf8')) as object));
}
