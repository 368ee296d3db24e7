import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Two test files at once: the 2-core machines this runs on are otherwise half idle.
    maxWorkers: 2,
    // Files share their worker's loaded modules (schemas, solvers) instead of loading them again each.
    isolate: false,
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
