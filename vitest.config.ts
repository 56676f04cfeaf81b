import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest 3 leaves a core idle by default (one worker on a two-core machine); the tests wait on their
    // databases as much as they compute, so every core gets a worker
    maxWorkers: availableParallelism(),
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
        },
      },
    ],
  },
});
