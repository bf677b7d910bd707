import fp from 'fastify-plugin'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import type { Tx } from '#server/db/client.ts'
import { sendCode, sendRegistrationCode } from './code-messages.ts'
import { leaveRoutes } from './leave.routes.ts'
import { passwordRoutes } from './password.routes.ts'
import { phoneRoutes } from './phone.routes.ts'
import { profileRoutes } from './profile.routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the account feature: the registration route sends the new number's code here. */
    phoneCodes?: {
      sendRegistrationCode(user: SessionUser, ip: string): Promise<void>
      /**
       * The console's 'resend a verification': a code for the account's own number, in `tx`,
       * under the same limits as send-code (refused with its error when one is reached).
       */
      sendVerificationCode(
        tx: Tx,
        user: Pick<SessionUser, 'id' | 'name' | 'language'> & { phone: string },
        ip: string,
      ): Promise<void>
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
      sendVerificationCode: (tx, user, ip) =>
        sendCode(app, tx, { phone: user.phone, purpose: 'verify', ip, to: user }),
    })
    await app.register(phoneRoutes)
    await app.register(passwordRoutes)
    await app.register(profileRoutes)
    await app.register(leaveRoutes)
  },
  { name: 'account', dependencies: ['auth', 'login-completion'] },
)
