import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ENGLISH = resolve(import.meta.dirname, '../../packages/shared/src/i18n/en');

/**
 * Every key of the client's catalogs (docs/decisions/0125-languages.md, 0130-messages-as-codes.md),
 * to find one shown raw; the mails' area is not the client's.
 */
export function catalogKeys(): string[] {
  return readdirSync(ENGLISH)
    .filter((file) => file.endsWith('.json') && file !== 'mail.json')
    .flatMap((file) => Object.keys(JSON.parse(readFileSync(join(ENGLISH, file), 'utf8')) as object));
}
