import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogs } from './build/catalogs.ts';
import { BOOT, pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';

const SHARED_SRC = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/** The API server in development (`npm run dev -w apps/api`). */
const API = 'http://127.0.0.1:3000';

/**
 * The server render's build (`vite build --ssr`) reads rich text with a server document instead
 * of the browser's (docs/decisions/0124).
 */
const serverDom: Plugin = {
  name: 'catalog-server-dom',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/(dom|sanitize)\.ts$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && /\/web\/src\/lib\/(dom|sanitize)\.ts$/.test(resolved.id)
      ? resolved.id.replace(/\.ts$/, '.server.ts')
      : null;
  },
};

/**
 * Every module the entry needs before it can run goes in one chunk instead of a score of small
 * ones: fewer files to ask for and gzip (docs/decisions/0146-first-page-budgets.md). src/boot.ts
 * stays apart: it is all a page loads before its first paint.
 */
const APP_CHUNK = { name: 'app', tags: ['$initial' as const], test: (id: string) => !id.endsWith(BOOT) };
/**
 * The small parts the public pages share (icons, the page header, the paginator, the solution card and its
 * picture), and the leaf modules every listing needs (the paginator's arithmetic, the sanitiser's
 * rules, the document helper, the list address's codec and rules): one chunk instead of one each,
 * each of which cost its own imports and gzip frame. The list is by name, so the bundle budget specs
 * (e2e/specs/catalog-bundle.test.ts) are what tells when it needs another entry.
 */
const PUBLIC_PARTS_CHUNK = {
  name: 'public',
  test: /features[\\/](catalog|home|solution)[\\/](?!related-solutions)|components[\\/]cards[\\/]|ui[\\/](page-header|paginator|responsive-image|switch-button)|page-titles|solution-status|statuses|chevron|arrow-right|icons[\\/](check|search)\.|page-range|sanitize-rules|react-query[\\/].*queryOptions|web[\\/]src[\\/]lib[\\/]dom\.ts|list-query[\\/](codec|rules)\.ts/,
  minShareCount: 2,
  includeDependenciesRecursively: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), catalogs(), ...(isSsrBuild ? [serverDom] : [pagePreloads(), precompress()])],
  ssr: {
    // Bundled whole, so React's production build is chosen at build time, whatever NODE_ENV the
    // server runs with.
    noExternal: true,
    // Not React code, and large: loaded from node_modules at run time.
    external: ['happy-dom'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/uploads': API,
      // Served by the API at the site's root (docs/decisions/0123).
      '/sitemap.xml': API,
      // The parts of a sitemap index (docs/decisions/0159).
      '^/sitemap-\\d+\\.xml$': API,
      '/robots.txt': API,
      // The Atom feed of a list query (docs/product.md §5.13).
      '/feed.xml': API,
    },
  },
  build: {
    target: 'es2022',
    // Every browser the build targets preloads modules itself: no polyfill in the first page.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // The app, and the script a server-drawn page loads it with (src/boot.ts).
      input: isSsrBuild ? undefined : { index: 'index.html', boot: BOOT },
      output: isSsrBuild ? undefined : { codeSplitting: { groups: [APP_CHUNK, PUBLIC_PARTS_CHUNK] } },
      treeshake: {
        // @catalog/shared only declares schemas and constants. Saying so lets a page that needs one
        // constant leave the zod schemas (and zod) to the lazy chunks that validate forms.
        moduleSideEffects: (id) => !SHARED_SRC.test(id),
      },
    },
  },
}));
