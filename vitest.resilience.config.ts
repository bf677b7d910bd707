import { defineConfig } from 'vitest/config'

// `npm run test:resilience`: tests that start real server processes, kill them and restart them
// (src/**/*.resilience.test.ts). Run on the embedded database by default, and on PostgreSQL with
// TEST_DB=postgres TEST_DATABASE_URL=…, like the route tests. One file at a time: each spawns
// servers of its own, and there are 2 cores.
export default defineConfig({
  test: {
    environment: 'node',
    // tests/multinode: two servers behind nginx on PostgreSQL (vitest.multinode.config.ts).
    include: ['src/**/*.resilience.test.ts', 'tests/multinode/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
})
