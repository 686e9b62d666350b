import { defineConfig } from 'vitest/config';
import { catalogs } from './build/catalogs.ts';
import { lucideIconsOneByOne } from './build/lucide-icons-one-by-one.ts';

/**
 * Unit tests and component tests, on react-dom as in the build. The libraries that import React
 * are run through Vite so packages resolve to their browser modules, and every one of them shares
 * the one React (docs/decisions/0112-web-component-tests.md).
 */
export default defineConfig({
  plugins: [catalogs(), lucideIconsOneByOne()],
  resolve: { conditions: ['module', 'browser', 'development'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    setupFiles: ['./src/test/setup.ts'],
    // A component test loads a page's code on first visit and types at a person's pace.
    testTimeout: 40_000,
    server: {
      deps: {
        // Every package that imports React, and what they need that requires it.
        inline: [
          /use-sync-external-store/,
          /react-router/,
          /@tanstack\/react-/,
          /react-hook-form/,
          /@hookform\/resolvers/,
          /@headlessui\/react/,
          /@floating-ui\/react/,
          /@react-aria\//,
          /react-aria/,
          /react-stately/,
          /@tiptap\/react/,
          /lucide-react/,
          /react-hot-toast/,
          /@testing-library\/react/,
          /@lingui\/react/,
        ],
      },
    },
  },
});
