import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { APP_VERSION } from '../../version.ts'

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  version: z.string(),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      // A round trip proves the database answers; a failure becomes a 503 in the error handler.
      await app.database.db.execute(sql`select 1`)
      return { status: 'ok' as const, database: app.database.kind, version: APP_VERSION }
    },
  )
}
