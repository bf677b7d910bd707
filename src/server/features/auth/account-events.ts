import type { FastifyInstance } from 'fastify'
import type { SessionUser } from '#core/auth/auth.contract.ts'

/**
 * The one place where a successful registration or login hands over to the notifications: the
 * welcome SMS and email that registration promises, and the security notice of a login from a
 * device the account has not used before (at most one per LOGIN_NOTICE_INTERVAL). A login from
 * a known device sends nothing. The notifications feature writes the messages to its outbox
 * here; a failure to send never fails, slows or blocks the login or registration.
 */
export async function afterRegistration(app: FastifyInstance, user: SessionUser): Promise<void> {
  await app.notifications?.enqueueAccountEvent('registered', user)
}

export async function afterLogin(
  app: FastifyInstance,
  user: SessionUser,
  opts: { newDevice: boolean },
): Promise<void> {
  if (opts.newDevice) await app.notifications?.enqueueAccountEvent('newDeviceLogin', user)
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the notifications feature; absent until it is registered. */
    notifications?: {
      enqueueAccountEvent(event: 'registered' | 'newDeviceLogin', user: SessionUser): Promise<void>
    }
  }
}
