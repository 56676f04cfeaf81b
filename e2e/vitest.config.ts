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
    // one browser per worker, each worker on its own server (global-setup.ts): files run side by side
    // without sharing an account or a session
    maxWorkers: workers,
    minWorkers: workers,
  },
});
