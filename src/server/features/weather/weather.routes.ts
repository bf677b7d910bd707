import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Filled in by its feature issue.
export const weatherRoutes: FastifyPluginAsyncZod = async () => {}
