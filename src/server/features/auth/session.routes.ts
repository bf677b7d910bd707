import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ChooseRoleInputSchema, SessionSchema } from '#core/auth/auth.contract.ts'
import { LanguageSchema } from '#core/i18n/language-schema.ts'
import { users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { currentUser, toSessionUser } from '#server/plugins/auth/auth.plugin.ts'

export const LanguageInputSchema = z.object({
  language: LanguageSchema,
})

/** The signed-in session: who it is, the active role, the remembered language. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The current session (user, roles, active role)',
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { user: request.user }
    },
  )

  app.post(
    '/api/session/role',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Choose the active role (adds it to the account when missing)',
        body: ChooseRoleInputSchema,
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      const { role } = request.body
      // An operator's account runs the service; it does not also buy or sell.
      if (me.roles.includes('operator')) throw new HttpError('auth.operator_account')
      const [row] = await db
        .update(users)
        .set({
          roles: sql`(select array(select distinct unnest(${users.roles} || array[${role}]::text[]) order by 1))`,
          activeRole: role,
          updatedAt: new Date(),
        })
        .where(eq(users.id, me.id))
        .returning()
      await app.sessions.invalidateUser(me.id)
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- UPDATE … RETURNING of the signed-in user's own row returns it
      return { user: toSessionUser(row!) }
    },
  )

  app.patch(
    '/api/session/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Remember the user's language (UI and notifications)",
        body: LanguageInputSchema,
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      const [row] = await db
        .update(users)
        .set({ language: request.body.language, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning()
      await app.sessions.invalidateUser(me.id)
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- UPDATE … RETURNING of the signed-in user's own row returns it
      return { user: toSessionUser(row!) }
    },
  )
}
