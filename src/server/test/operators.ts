import type { FastifyInstance } from 'fastify'
import { createOperator } from '#server/features/admin/operators.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { totpCode } from './totp.ts'

let counter = 0

/**
 * Makes an operator as `npm run operator:create -- --password` does and signs it in through the
 * real routes (password, then the authenticator code). Returns its session cookie and secret.
 */
export async function signInOperator(app: FastifyInstance, opts: { email?: string } = {}) {
  counter += 1
  const email = opts.email ?? `operator${counter}-${Date.now()}@farmtrek.test`
  const password = 'steady-harvest-73'
  const made = await createOperator(app.database.db, await app.getAuth(), {
    email,
    name: `Operator ${counter}`,
    password,
  })
  if (made.oneTime) throw new Error('bug: a password was given')
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  if (login.statusCode !== 200 || !login.json().twoFactorRequired)
    throw new Error(`operator login: ${login.statusCode} ${login.body}`)
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor',
    headers: { cookie: cookieFrom(login.headers['set-cookie']) },
    payload: { code: totpCode(made.totpSecret) },
  })
  if (res.statusCode !== 200) throw new Error(`operator code: ${res.statusCode} ${res.body}`)
  return {
    cookie: cookieFrom(res.headers['set-cookie']),
    userId: made.userId,
    email,
    password,
    secret: made.totpSecret,
  }
}
