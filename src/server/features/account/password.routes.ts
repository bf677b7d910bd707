import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ForgotPasswordInputSchema,
  ForgotPasswordResultSchema,
  MessageResultSchema,
  PASSWORD_RESET_DONE,
  RESET_SENT,
  ResetPasswordInputSchema,
} from '#core/account/account.contract.ts'
import { passwordProblem } from '#core/auth/password-policy.ts'
import { normalizeIndianMobile } from '#core/auth/phone.ts'
import type { Tx } from '#server/db/client.ts'
import { passwordResetTokens, users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { enqueue } from '#server/services/outbox.ts'
import { endSessions, hashPassword, sessionUserOf, setPasswordHash } from './account-session.ts'
import { codeLimits, sendCode } from './code-messages.ts'
import { checkCode } from './phone-codes.ts'

/** Reset links one account may be sent in an hour; more asks are answered alike and send nothing. */
const LINKS_PER_ACCOUNT_PER_HOUR = 5

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * A forgotten password: `forgot` sends a single-use link by email (PASSWORD_RESET_TTL) or a code
 * to the account's verified number, and answers the same whether or not an account matches;
 * `reset` sets the new password from the link's token or the number and its code, and ends
 * every session of the account.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const rateLimit = { max: app.env.PASSWORD_RESET_MAX_PER_IP, timeWindow: '15 minutes' }

  app.post(
    '/api/auth/password/forgot',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset link (email) or code (verified mobile number)',
        body: ForgotPasswordInputSchema,
        response: { 200: ForgotPasswordResultSchema },
      },
    },
    async (request) => {
      const { email, phone: rawPhone } = request.body
      if (email !== undefined) {
        await db.transaction((tx) => sendResetLink(tx, email.trim().toLowerCase()))
        return { message: RESET_SENT, via: 'email' as const }
      }
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the schema requires one of the two, and a phone that normalises
      const phone = normalizeIndianMobile(rawPhone!)!
      await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id, name: users.name, language: users.language })
          .from(users)
          .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
        await sendCode(app, tx, { phone, purpose: 'reset', ip: request.ip, to: owner ?? null })
      })
      return { message: RESET_SENT, via: 'phone' as const }
    },
  )

  /** Writes a new link and its email for the account of `email`, if any and not over its cap. */
  async function sendResetLink(tx: Tx, email: string) {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.email, email))
    if (!user) return
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset-link:${user.id}`}))`)
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      )
    if ((recent?.n ?? 0) >= LINKS_PER_ACCOUNT_PER_HOUR) return
    const token = randomBytes(32).toString('base64url')
    await tx.insert(passwordResetTokens).values({
      tokenHash: tokenHash(token),
      userId: user.id,
      expiresAt: sql`now() + ${app.env.PASSWORD_RESET_TTL / 1000}::double precision * interval '1 second'`,
    })
    const link = `${app.env.publicUrl}/forgot-password?token=${encodeURIComponent(token)}`
    await enqueue(
      tx,
      {
        userId: user.id,
        kind: 'passwordReset',
        data: {
          name: user.name,
          link,
          minutes: Math.max(1, Math.round(app.env.PASSWORD_RESET_TTL / 60_000)),
        },
        to: { name: user.name, phone: null, email: user.email },
        language: user.language,
      },
      app.log,
    )
  }

  app.post(
    '/api/auth/password/reset',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link or code; ends every session',
        body: ResetPasswordInputSchema,
        response: { 200: MessageResultSchema },
      },
    },
    async (request) => {
      const { token, code, password } = request.body
      const hash = await hashPassword(app, password)

      const result = await db.transaction(async (tx) => {
        let userId: string
        if (token !== undefined) {
          const [row] = await tx
            .select({ userId: passwordResetTokens.userId })
            .from(passwordResetTokens)
            .where(
              and(
                eq(passwordResetTokens.tokenHash, tokenHash(token)),
                isNull(passwordResetTokens.usedAt),
                gt(passwordResetTokens.expiresAt, sql`now()`),
              ),
            )
            .for('update')
          if (!row)
            return { ok: false as const, error: new HttpError('account.reset_link_invalid') }
          userId = row.userId
        } else {
          // The schema requires a phone (one that normalises) and a code without a token.
          const phone = normalizeIndianMobile(request.body.phone ?? '') ?? ''
          const check = await checkCode(tx, codeLimits(app), {
            phone,
            purpose: 'reset',
            code: code ?? '',
          })
          if (!check.ok) return check
          if (!check.userId)
            return { ok: false as const, error: new HttpError('account.code_expired') }
          userId = check.userId
        }
        const user = await sessionUserOf(tx, userId)
        if (!user) return { ok: false as const, error: new HttpError('account.reset_link_invalid') }
        // The one rule that needs the account: the password is not the email's local part.
        // Thrown, so the link or code stays unused.
        const problem = passwordProblem(password, user.email)
        if (problem) throw HttpError.invalid(problem, 'password')
        // Every link of the account is used up with this one.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
        await setPasswordHash(tx, userId, hash)
        await endSessions(tx, userId)
        return { ok: true as const, userId }
      })
      if (!result.ok) throw result.error
      await app.sessions.invalidateUser(result.userId)
      return { message: PASSWORD_RESET_DONE }
    },
  )
}
