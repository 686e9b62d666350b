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
 * Areas whose texts only the pages of signing in, accounts, enquiries, the back office and forms
 * use, and the maintenance page. They come as one chunk with those pages, so a visitor's first page loads only the rest.
 * `forms` holds the texts of form fields and `member-messages` the codes of forms, accounts and
 * the back office; `messages` keeps the codes any page can be answered with (the public reads,
 * signing out, the network).
 */
export const MEMBER_AREAS = [
  'admin',
  'auth',
  'editor',
  'enquiry',
  'forms',
  'maintenance',
  'member-messages',
  'profile',
  'save-search',
] as const;

/** Areas that one public page alone shows: each is a chunk of its own, loaded with that page. */
export const PAGE_AREAS = ['home', 'solution', 'compare', 'search'] as const;

/**
 * What a page may load of a language: `all` (the server render), `visitor` (what every page
 * shows), `member` (MEMBER_AREAS) or one of PAGE_AREAS.
 */
export type CatalogPart = 'all' | 'visitor' | 'member' | (typeof PAGE_AREAS)[number];

const areaOf = (file: string) => file.replace(/\.json$/, '');

/** The part an area's texts travel in (never `all`); undefined for what the client never shows. */
export function partOf(area: string): Exclude<CatalogPart, 'all'> | undefined {
  if (SERVER_AREAS.includes(area)) return undefined;
  if ((MEMBER_AREAS as readonly string[]).includes(area)) return 'member';
  return (
    ((PAGE_AREAS as readonly string[]).find((page) => page === area) as (typeof PAGE_AREAS)[number] | undefined) ??
    'visitor'
  );
}

const inPart = (file: string, part: CatalogPart) => {
  const its = partOf(areaOf(file));
  return its !== undefined && (part === 'all' || its === part);
};

/** One area's messages in one language (`catalogFile('en', 'auth')`), as the tests read them. */
export const catalogFile = (language: string, area: string): Catalog =>
  readCatalogFiles(language).get(`${area}.json`) ?? {};

/**
 * `import messages from 'virtual:catalog/id'`: that language's compiled messages;
 * `virtual:catalog/id/visitor`, `…/member`, `…/home` and `…/solution` are its parts.
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
