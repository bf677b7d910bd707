import type { FastifyInstance } from 'fastify'
import type { SessionUser } from '#core/auth/auth.contract.ts'

/**
 * The one place where a successful registration or login hands over to the notifications
 * (the welcome SMS and email that registration promises). The notifications feature
 * writes the SMS and the email to its outbox here; a failure to send never fails,
 * slows or blocks the login or registration.
 */
export async function afterRegistration(app: FastifyInstance, user: SessionUser): Promise<void> {
  await app.notifications?.enqueueAccountEvent('registered', user)
}

export async function afterLogin(app: FastifyInstance, user: SessionUser): Promise<void> {
  await app.notifications?.enqueueAccountEvent('loggedIn', user)
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the notifications feature; absent until it is registered. */
    notifications?: {
      enqueueAccountEvent(event: 'registered' | 'loggedIn', user: SessionUser): Promise<void>
    }
  }
}
