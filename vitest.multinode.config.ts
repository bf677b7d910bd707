import { defineConfig } from 'vitest/config'

// The multi-node test alone: two servers behind nginx on PostgreSQL, real processes.
// `npx vitest run --config vitest.multinode.config.ts`; `npm run test:resilience` runs it too.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/multinode/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
