import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Two projects, sized for a 2-core machine: node for core and server, jsdom for the client.
// The server project runs twice in `npm test`: on PGlite, then with TEST_DB=postgres.
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // Tests that spawn and kill server processes run in `npm run test:resilience`.
          exclude: ['**/*.resilience.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/setup-client.ts'],
        },
      },
    ],
  },
})
