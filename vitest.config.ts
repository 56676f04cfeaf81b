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
          // one migrated PGlite data directory that every test file's database starts from
          globalSetup: ['src/testing/pglite-template.setup.ts'],
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
