import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The texts per language (docs/decisions/0125-languages.md, 0130-messages-as-codes.md). Each
 * language is a folder of JSON files in the shared package, `i18n/<language>/`, one per area,
 * mapping a key to an ICU message; the API writes its mails from the same folder. The build
 * compiles every message of the client's areas once, so the browser loads ready messages and no
 * parser.
 */
export const CATALOG_DIR = join(dirname(createRequire(import.meta.url).resolve('@catalog/shared')), 'i18n');
/**
 * Areas the client never shows: the mails (`MAIL_AREA` of @catalog/shared; the Vite config cannot
 * load the shared package's TypeScript, so the test checks the two agree).
 */
export const SERVER_AREAS: readonly string[] = ['mail'];
const VIRTUAL = 'virtual:catalog/';

export type Catalog = Record<string, string>;

/** One language's catalog files by name (`home.json` → its messages). */
export function readCatalogFiles(language: string): Map<string, Catalog> {
  const dir = join(CATALOG_DIR, language);
  const files = new Map<string, Catalog>();
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    files.set(name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as Catalog);
  }
  return files;
}

/** One language's messages from all its files; a key defined twice is an error. */
export function readCatalog(language: string): Catalog {
  const merged: Catalog = {};
  for (const [file, messages] of readCatalogFiles(language)) {
    for (const [key, message] of Object.entries(messages)) {
      if (key in merged) throw new Error(`catalog ${language}: the key "${key}" of ${file} is defined twice`);
      merged[key] = message;
    }
  }
  return merged;
}

/**
 * Areas whose texts only the pages of signing in, accounts, enquiries and the back office use.
 * They come as a second chunk with those pages, so a visitor's first page loads only the rest.
 */
export const MEMBER_AREAS = ['admin', 'auth', 'editor', 'enquiry', 'profile'] as const;

export type CatalogPart = 'all' | 'visitor' | 'member';

const areaOf = (file: string) => file.replace(/\.json$/, '');
const inPart = (file: string, part: CatalogPart) =>
  !SERVER_AREAS.includes(areaOf(file)) &&
  (part === 'all' || (MEMBER_AREAS as readonly string[]).includes(areaOf(file)) === (part === 'member'));

/** One area's messages in one language (`catalogFile('en', 'auth')`), as the tests read them. */
export const catalogFile = (language: string, area: string): Catalog =>
  readCatalogFiles(language).get(`${area}.json`) ?? {};

/**
 * `import messages from 'virtual:catalog/id'`: that language's compiled messages;
 * `virtual:catalog/id/visitor` and `virtual:catalog/id/member` are its two parts.
 */
export function catalogs(): Plugin {
  return {
    name: 'catalog-messages',
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [language = '', part = 'all'] = id.slice(VIRTUAL.length + 1).split('/') as [string, CatalogPart?];
      const messages: Catalog = {};
      for (const [file, catalog] of readCatalogFiles(language)) {
        this.addWatchFile(join(CATALOG_DIR, language, file));
        if (inPart(file, part)) Object.assign(messages, catalog);
      }
      readCatalog(language); // a key defined twice fails the build
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
