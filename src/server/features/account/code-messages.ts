import type { FastifyInstance } from 'fastify'
import type { CodePurpose } from '#core/account/account.contract.ts'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import type { Tx } from '#server/db/client.ts'
import { enqueue } from '#server/services/outbox.ts'
import { issueCode, type CodeLimits } from './phone-codes.ts'

/** The code limits from the environment (env.ts names each setting). */
export function codeLimits(app: FastifyInstance): CodeLimits {
  const env = app.env
  return {
    ttlMs: env.PHONE_CODE_TTL,
    maxTries: env.PHONE_CODE_MAX_TRIES,
    resendMs: env.PHONE_CODE_RESEND,
    perNumber: env.PHONE_CODES_PER_NUMBER,
    perIp: env.PHONE_CODES_PER_IP,
    secret: env.sessionSecret,
  }
}

/**
 * Issues a code for `phone` (limits counted, see phone-codes.ts) and, when `to` is an account,
 * writes its SMS to the outbox in the same transaction: the code exists exactly when its SMS
 * does. Without an account nothing is sent, but the code still counts against the limits, so
 * the answer is the same whether or not the number has an account.
 */
export async function sendCode(
  app: FastifyInstance,
  tx: Tx,
  input: {
    phone: string
    purpose: CodePurpose
    ip: string
    to: Pick<SessionUser, 'id' | 'name' | 'language'> | null
    welcome?: boolean
  },
): Promise<void> {
  const { code } = await issueCode(tx, codeLimits(app), {
    phone: input.phone,
    purpose: input.purpose,
    userId: input.to?.id ?? null,
    ip: input.ip,
  })
  if (!input.to) return
  await enqueue(
    tx,
    {
      userId: input.to.id,
      kind: 'phoneCode',
      data: {
        code,
        purpose: input.purpose,
        minutes: Math.max(1, Math.round(app.env.PHONE_CODE_TTL / 60_000)),
        ...(input.welcome ? { welcomeName: input.to.name } : {}),
      },
      to: { name: input.to.name, phone: input.phone, email: null },
      language: input.to.language,
    },
    app.log,
  )
}

/**
 * After registration: the code that verifies the new account's number, with the product's welcome
 * greeting in front. A limit reached here (the number had its codes for the hour) does not fail
 * the registration; the code screen can ask again.
 */
export async function sendRegistrationCode(
  app: FastifyInstance,
  user: SessionUser,
  ip: string,
  opts: { welcome: boolean } = { welcome: true },
): Promise<void> {
  if (!user.phone) return
  const phone = user.phone
  try {
    await app.database.db.transaction((tx) =>
      sendCode(app, tx, { phone, purpose: 'verify', ip, to: user, welcome: opts.welcome }),
    )
  } catch (err) {
    app.log.warn({ err, userId: user.id }, 'no verification code sent after registration')
  }
}
