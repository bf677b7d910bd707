import { defineConfig } from 'drizzle-kit'

// Generates SQL migrations into drizzle/ from the pg-core schema. The SQL is reviewed and committed;
// the server applies it at start on PGlite and on PostgreSQL alike (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
})
