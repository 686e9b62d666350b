import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The code each server-drawn page runs before it is hydrated, beyond what index.html already
 * names (docs/decisions/0127-hydration-in-turns.md). The server puts these chunks in the page's
 * head as `modulepreload` links, so the browser fetches them with the entry instead of after it,
 * and the client's loader finds them there instead of adding a link per chunk during hydration.
 */
export const PAGE_MODULES = {
  home: ['src/features/home/home-page.tsx'],
  // The list's filter panel is its own chunk, wanted as the server-drawn list hydrates.
  solutions: ['src/features/catalog/solutions-page.tsx', 'src/features/catalog/filter-panel.tsx'],
  solution: ['src/features/solution/solution-page.tsx'],
  compare: ['src/features/compare/compare-page.tsx'],
  'not-found': ['src/features/misc/not-found-page.tsx'],
} as const;
/** Each language's visitor texts (build/catalogs.ts), loaded before hydration. */
const LANGUAGE_MODULES = { en: '\0virtual:catalog/en/visitor', id: '\0virtual:catalog/id/visitor' } as const;
/** The texts one page alone shows (PAGE_AREAS of build/catalogs.ts), per language, loaded with it. */
const PAGE_TEXT_MODULES = {
  home: { en: '\0virtual:catalog/en/home', id: '\0virtual:catalog/id/home' },
  solution: { en: '\0virtual:catalog/en/solution', id: '\0virtual:catalog/id/solution' },
  compare: { en: '\0virtual:catalog/en/compare', id: '\0virtual:catalog/id/compare' },
} as const satisfies Partial<Record<keyof typeof PAGE_MODULES, Record<keyof typeof LANGUAGE_MODULES, string>>>;

/** The second entry of the build (vite.config.ts). */
export const BOOT = 'src/boot.ts';

export const PAGE_PRELOADS_FILE = 'page-preloads.json';
/** The text face every page draws with (src/index.css); index.html asks for it with the stylesheet. */
const TEXT_FONT = /\/inter-latin-wght-normal-[\w-]+\.woff2$/;

export interface PagePreloads {
  /** The server-drawn pages' only script (src/boot.ts), which loads the rest after the first paint. */
  boot: string;
  pages: Record<keyof typeof PAGE_MODULES, string[]>;
  languages: Record<keyof typeof LANGUAGE_MODULES, string[]>;
  /** A page's own texts in each language, for the pages that have some. */
  pageTexts: Partial<Record<keyof typeof PAGE_MODULES, Record<keyof typeof LANGUAGE_MODULES, string[]>>>;
}

/** Writes PAGE_PRELOADS_FILE beside index.html: each page's and language's chunks, as the page links them. */
export function pagePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'catalog-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // Chunks by the module they are built from: a file relative to the root, a virtual module as named.
      const sourceOf = (id: string) => (id.startsWith('\0') ? id : relative(root, id));
      const bySource = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[sourceOf(chunk.facadeModuleId), chunk] as const] : [])),
      );
      /** A chunk and everything it imports statically: what runs when it is imported. */
      const closure = (chunk: OutputChunk, into = new Set<string>()) => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) closure(byFile.get(file)!, into);
        return into;
      };
      const chunkOf = (id: string) => {
        const chunk = bySource.get(id);
        if (!chunk) this.error(`page preloads: no chunk is built from ${id}`);
        return chunk;
      };
      const inIndexHtml = closure(chunkOf('index.html'));
      const linksFor = (ids: readonly string[]) => {
        const files = new Set<string>();
        for (const id of ids) closure(chunkOf(id), files);
        return [...files].filter((file) => !inIndexHtml.has(file)).map((file) => base + file);
      };
      const preloads: PagePreloads = {
        boot: base + chunkOf(BOOT).fileName,
        pages: Object.fromEntries(
          Object.entries(PAGE_MODULES).map(([page, ids]) => [page, linksFor(ids)]),
        ) as PagePreloads['pages'],
        languages: Object.fromEntries(
          Object.entries(LANGUAGE_MODULES).map(([language, id]) => [language, linksFor([id])]),
        ) as PagePreloads['languages'],
        pageTexts: Object.fromEntries(
          Object.entries(PAGE_TEXT_MODULES).map(([page, byLanguage]) => [
            page,
            Object.fromEntries(Object.entries(byLanguage).map(([language, id]) => [language, linksFor([id])])),
          ]),
        ) as PagePreloads['pageTexts'],
      };
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
    // Found only once the stylesheet is read, the font would come after it, and a page drawn by the
    // server would be laid out twice: in a fallback face, then again in its own.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => TEXT_FONT.test(`/${file}`));
        if (!font) throw new Error('page preloads: the build has no Latin Inter font file');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: base + font },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
