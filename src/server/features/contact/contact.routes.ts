import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONTACT_THANKS,
  ContactInputSchema,
  ContactResultSchema,
} from '#core/contact/contact.contract.ts'
import { contactMessages } from '../../db/schema/index.ts'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: {
        access: 'public',
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the FarmTrek team',
        body: ContactInputSchema,
        response: { 201: ContactResultSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.database.db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id })
      return reply.status(201).send({ id: row!.id, message: CONTACT_THANKS })
    },
  )
}
