import fp from 'fastify-plugin'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { sendRegistrationCode } from './code-messages.ts'
import { leaveRoutes } from './leave.routes.ts'
import { passwordRoutes } from './password.routes.ts'
import { phoneRoutes } from './phone.routes.ts'
import { profileRoutes } from './profile.routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the account feature: the registration route sends the new number's code here. */
    phoneCodes?: {
      sendRegistrationCode(user: SessionUser, ip: string): Promise<void>
    }
  }
}

/**
 * The account feature: phone codes and code sign-in, a forgotten password, the profile, leaving
 * (download my data, delete my account); and, app-wide, the
 * code a registration sends to verify the new number.
 */
export const accountRoutes = fp(
  async (app) => {
    app.decorate('phoneCodes', {
      sendRegistrationCode: (user: SessionUser, ip: string) => sendRegistrationCode(app, user, ip),
    })
    await app.register(phoneRoutes)
    await app.register(passwordRoutes)
    await app.register(profileRoutes)
    await app.register(leaveRoutes)
  },
  { name: 'account', dependencies: ['auth', 'login-completion'] },
)
