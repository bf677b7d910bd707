import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FarmerDashboardSchema } from '#core/dashboard/dashboard.contract.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { farmerDashboard } from './dashboard.repo.ts'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/farmer',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The farmer's own figures: open orders, live listings, sold and earned this month (IST), the newest orders and listing",
        response: { 200: FarmerDashboardSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      reply.header('cache-control', 'no-store')
      return farmerDashboard(app.database.db, user.id, new Date())
    },
  )
}
