import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONTACT_THANKS,
  ContactInputSchema,
  ContactResultSchema,
} from '#core/contact/contact.contract.ts'
import { z } from 'zod'
import { contactMessages } from '#server/db/schema/index.ts'

const SiteSchema = z.object({ supportEmail: z.string(), supportPhone: z.string() })

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Support contact details from configuration',
        response: { 200: SiteSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return { supportEmail: app.env.SUPPORT_EMAIL, supportPhone: app.env.SUPPORT_PHONE }
    },
  )

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
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the inserted row
      return reply.status(201).send({ id: row!.id, message: CONTACT_THANKS })
    },
  )
}
