import { getTableName, isTable, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import * as schema from '#server/db/schema/index.ts'
import { sendError } from '#server/plugins/error-handler.ts'
import { APP_VERSION } from '#server/version.ts'

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  version: z.string(),
})

/** Every table the app reads or writes, from the Drizzle schema itself. */
const TABLES = Object.values(schema)
  .filter(isTable)
  .map((t) => getTableName(t))

const RETRY_AFTER_S = 30

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and holds every table the app needs',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      // A round trip proves the database answers (a lost connection becomes a 503 in the error
      // handler); counting the tables proves it is the right one, not an emptied or new one.
      const { rows } = await app.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_catalog.pg_tables
            where schemaname = current_schema() and tablename = any(${sql.param(TABLES)})`,
      )
      const found = rows[0]?.n ?? 0
      if (found < TABLES.length) {
        app.log.error({ found, expected: TABLES.length }, 'database schema missing')
        return sendError(reply, 'not_ready', undefined, { retryAfter: RETRY_AFTER_S })
      }
      return { status: 'ok' as const, database: app.database.kind, version: APP_VERSION }
    },
  )
}
