import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest 3 leaves a core idle by default (one worker on a two-core machine); the tests wait on their
    // databases as much as they compute, so every core gets a worker
    maxWorkers: availableParallelism(),
    // the server's and the web app's tests that fail are tried once more (their `retry`), and those that
    // needed it are named at the end of the run: CI runs them beside the browser journeys on two cores
    // (load average 10-16), where a wait for a message between processes can run out without a defect
    reporters: ['default', './e2e/support/flaky-report.ts'],
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'platforms', root: 'packages/platforms', include: ['src/**/*.test.ts'], passWithNoTests: true } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // one migrated database (PGlite data directory, or PostgreSQL template) every file's database starts from
          globalSetup: ['src/testing/database-template.setup.ts'],
          // a worker keeps its module graph from file to file instead of importing the app afresh for each
          // (the files ran 12-15% faster, docs/benchmarks.md "CI duration"): every file opens its own
          // database and app and closes them, and the server keeps no module-level state one file could
          // leave to the next (no mocks, no env changes; the module caches hold only pure data)
          isolate: false,
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // antd drawn in jsdom is slow on a busy machine: the screens' waits are long, never fixed sleeps
          testTimeout: 30_000,
          retry: 1,
        },
      },
    ],
  },
});
