import { defineConfig } from 'vitest/config';

// Browser tests share one built client and one Chromium at a time: run files one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/demo-catalog.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
