import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * `column in ('a', 'b', …)` for a check constraint, from one of core's `as const` lists, so the
 * database refuses what the types refuse and a new value changes both (drizzle-kit then writes the
 * migration). The values are inlined as SQL literals: DDL takes no parameters.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')
  return sql`${column} in (${sql.raw(literals)})`
}
