import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const SHARED_SRC = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

export default defineConfig({
  // React's fast refresh cannot patch Preact components: an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), precompress()],
  resolve: {
    // The React API is served by Preact's compatibility layer: about 11 KB gzipped where
    // react-dom is 68 KB, which keeps a visitor's first page under its budget.
    // See docs/decisions/0075-preact-runtime.md.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @catalog/shared only declares schemas and constants. Saying so lets a page that needs one
        // constant leave the zod schemas (and zod) to the lazy chunks that validate forms.
        moduleSideEffects: (id) => !SHARED_SRC.test(id),
      },
    },
  },
});
