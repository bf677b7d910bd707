import type { sql } from 'drizzle-orm'
import type { Executor } from './client.ts'

/**
 * The rows of a raw SQL query. PGlite and node-postgres both answer `{ rows }`; Drizzle types
 * `execute` per driver, so the shape is named here once. Cast columns to text or float8 in the SQL
 * so both drivers return the same JS values.
 */
export const rows = async <T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows
