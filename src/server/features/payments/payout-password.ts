import type { FastifyInstance } from 'fastify'
import { HttpError } from '#server/plugins/error-handler.ts'
import { forgetPasswordGuesses, takePasswordGuess } from '#server/services/password-guesses.ts'
import { recordRefusedChange } from './payout-details.ts'

/**
 * The password asked for before payout details change, checked by better-auth's own password
 * verification (the scrypt hash of the farmer's credential account, as login checks it). Guesses
 * are held to the login limit on a counter of the account's own (services/password-guesses.ts).
 */

const keyOf = (userId: string) => `payout-details:${userId}`

export async function requirePassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  ip: string,
): Promise<void> {
  const { db } = app.database
  const key = keyOf(userId)
  const locked = await takePasswordGuess(db, key, {
    max: app.env.LOGIN_MAX_FAILURES,
    windowMs: app.env.LOGIN_WINDOW,
  })
  if (locked) {
    throw new HttpError(
      'payments.password_locked',
      { minutes: Math.ceil(locked.retryAfter / 60) },
      { retryAfter: locked.retryAfter },
    )
  }
  const auth = await (await app.getAuth()).$context
  const account = await auth.internalAdapter.findCredentialAccount(userId)
  const ok = account?.password
    ? await auth.password.verify({ hash: account.password, password })
    : false
  if (!ok) {
    await recordRefusedChange(db, userId, ip)
    throw new HttpError('payments.wrong_password', undefined, { field: 'password' })
  }
  await forgetPasswordGuesses(db, key)
}
