import { defineConfig } from 'vitest/config';

// Browser tests: each spec file starts its own server, mail server and Chromium, so two files run
// at a time (their specs wait on pages more than they compute), in one module graph per worker;
// the demo catalogue is seeded once for the run (docs/decisions/0185).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/demo-catalog.ts'],
    isolate: false,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
