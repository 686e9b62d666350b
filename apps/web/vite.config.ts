import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PREACT_ALIASES } from './build/preact-aliases.ts';
import { precompress } from './build/precompress.ts';

const SHARED_SRC = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

export default defineConfig({
  // React's fast refresh cannot patch Preact components: an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), precompress()],
  resolve: {
    alias: PREACT_ALIASES,
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
