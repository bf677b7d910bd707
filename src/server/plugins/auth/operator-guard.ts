import type { FastifyInstance, FastifyRequest } from 'fastify'
import { currentUser } from './auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

/**
 * An operator whose account came with a one-time password has a session after that password, but
 * no authenticator app yet: until its first sign-in has chosen a password and enrolled TOTP
 * (features/admin), every operator route refuses it. The auth guard has already let only operators
 * through; this reads the account's enrolment, one indexed row.
 */
export function requireEnrolledOperator(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const me = currentUser(request)
    const [row] = await app.database.query<{ enrolled: boolean }>(
      'select two_factor_enabled as enrolled from users where id = $1',
      [me.id],
    )
    if (!row?.enrolled) throw new HttpError('auth.setup_required')
  }
}
