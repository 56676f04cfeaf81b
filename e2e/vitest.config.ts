import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers.ts';

const workers = e2eWorkers();

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-pictures.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // a journey that fails is tried once more: its waits are timed against a real browser and server,
    // and CI runs them beside the other stages on two cores (load average 10-16), where one wait in
    // a few thousand runs out without a defect behind it; a defect fails both tries, and every journey
    // that needed the second try is named at the end of the run (support/flaky-report.ts)
    retry: 1,
    reporters: ['default', './support/flaky-report.ts'],
    // one browser per worker, each worker on its own server (global-setup.ts): files run side by side
    // without sharing an account or a session
    maxWorkers: workers,
    minWorkers: workers,
  },
});
