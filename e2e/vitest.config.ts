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
    // A spec on a loaded 2-core machine (the API suites running beside it) has taken over a minute
    // where it usually takes twenty seconds; its own waits still fail it when something is wrong.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
