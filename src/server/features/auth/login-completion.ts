import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { afterLogin } from './account-events.ts'
import { recordDevice } from './known-devices.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What follows every sign-in that is not the password route's own (a code sign-in): the
     * device is remembered, and a device the account has not used before gets its notice.
     */
    completeLogin(request: FastifyRequest, reply: FastifyReply, user: SessionUser): Promise<void>
  }
}

export const loginCompletionPlugin = fp(
  (app, _opts, done) => {
    app.decorate(
      'completeLogin',
      async (request: FastifyRequest, reply: FastifyReply, user: SessionUser) => {
        const { newDevice } = await recordDevice(app.database.db, request, reply, {
          userId: user.id,
          secure: app.env.secureCookies,
        })
        await afterLogin(app, user, { newDevice })
      },
    )
    done()
  },
  { name: 'login-completion' },
)
