import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { sessions, twoFactors, users } from '#server/db/schema/index.ts'
import type { Auth } from '#server/plugins/auth/better-auth.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { recordAudit } from '#server/services/audit.ts'

/**
 * Making operator accounts (`npm run operator:create`). An operator holds the role 'operator'
 * only; nothing else makes one (registration and /api/session/role take buyer or farmer).
 *
 * With a password the account is ready at once: its TOTP secret is enrolled and returned (base32,
 * as authenticator apps take it). Without one it gets a one-time password, and its first sign-in
 * chooses a password and enrols TOTP (operator-setup.routes.ts) before the console opens.
 */
export type CreatedOperator =
  | { userId: string; password: string; oneTime: true }
  | { userId: string; oneTime: false; totpSecret: string; totpUri: string }

export class OperatorExists extends Error {
  constructor(email: string) {
    super(`An account with the email ${email} already exists.`)
  }
}

/** A one-time password: 20 characters from an alphabet without look-alikes. */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return [...randomBytes(20)].map((b) => alphabet[b % alphabet.length]).join('')
}

export async function createOperator(
  db: Db,
  auth: Auth,
  input: { email: string; name: string; password?: string },
): Promise<CreatedOperator> {
  const email = input.email.trim().toLowerCase()
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (taken) throw new OperatorExists(email)
  const password = input.password ?? oneTimePassword()
  const signedUp = await auth.api.signUpEmail({
    body: {
      name: input.name,
      email,
      password,
      roles: ['operator'],
      language: 'en',
    },
    returnHeaders: true,
  })
  const userId = signedUp.response.user.id
  let created: CreatedOperator
  if (input.password === undefined) {
    created = { userId, password, oneTime: true }
  } else {
    const enrolled = await auth.api.enableTwoFactor({
      body: { password, method: 'totp' },
      headers: new Headers({ cookie: cookieFrom(signedUp.headers.getSetCookie()) }),
    })
    if (enrolled.method !== 'totp') throw new Error('bug: TOTP enrolment answered without a URI')
    // A scripted set-up has no one to type a first code: the secret is confirmed as enrolled.
    await db.update(twoFactors).set({ verified: true }).where(eq(twoFactors.userId, userId))
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId))
    const uri = new URL(enrolled.totpURI)
    created = {
      userId,
      oneTime: false,
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- better-auth's otpauth URI always carries its secret
      totpSecret: uri.searchParams.get('secret')!,
      totpUri: enrolled.totpURI,
    }
  }
  // The sign-up's own session is not for anyone: the operator signs in themselves.
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await recordAudit(tx, {
      actor: null,
      action: 'operator.create',
      target: { type: 'user', id: userId },
      after: { email, name: input.name, enrolled: !created.oneTime },
    })
  })
  return created
}
