import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CODE_SENT,
  CODE_SENT_IF_ACCOUNT,
  PHONE_VERIFIED,
  SendCodeInputSchema,
  SendCodeResultSchema,
  SIGNED_IN_WITH_CODE,
  VerifyCodeInputSchema,
} from '#core/account/account.contract.ts'
import { AuthResultSchema } from '#core/auth/auth.contract.ts'
import { normalizeIndianMobile } from '#core/auth/phone.ts'
import { maskRecipient } from '#core/notifications/outbox.ts'
import { users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { sessionUserOf, startSession } from './account-session.ts'
import { codeLimits, sendCode } from './code-messages.ts'
import { checkCode } from './phone-codes.ts'

/**
 * A phone proven by a code, and signing in with one: `send-code` sends a 6-digit code by SMS,
 * `verify` checks it. For a signed-in caller the code verifies the account's own number; for a
 * visitor it signs in the account whose verified number it is. The visitor's answer is the same
 * whether or not such an account exists.
 */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.post(
    '/api/auth/phone/send-code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Send a code by SMS: to verify the caller's number, or to sign in",
        body: SendCodeInputSchema,
        response: { 200: SendCodeResultSchema },
      },
    },
    async (request) => {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the schema accepted only numbers that normalise
      const phone = normalizeIndianMobile(request.body.phone)!
      const me = request.user
      const purpose = request.body.purpose ?? (me ? 'verify' : 'signIn')
      if (purpose === 'verify') {
        if (!me) throw new HttpError('auth.login_required')
        if (me.phone !== phone)
          throw new HttpError('account.phone_not_yours', undefined, { field: 'phone' })
        if (me.phoneVerified) throw new HttpError('account.phone_already_verified')
        await db.transaction((tx) => sendCode(app, tx, { phone, purpose, ip: request.ip, to: me }))
      } else {
        await db.transaction(async (tx) => {
          const [owner] = await tx
            .select({ id: users.id, name: users.name, language: users.language })
            .from(users)
            .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
          await sendCode(app, tx, { phone, purpose, ip: request.ip, to: owner ?? null })
        })
      }
      return {
        message: purpose === 'verify' ? CODE_SENT : CODE_SENT_IF_ACCOUNT,
        phone: maskRecipient('sms', phone),
        resendInSeconds: Math.ceil(app.env.PHONE_CODE_RESEND / 1000),
        expiresInSeconds: Math.ceil(app.env.PHONE_CODE_TTL / 1000),
      }
    },
  )

  app.post(
    '/api/auth/phone/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Check a code: verifies the caller's number, or signs in",
        body: VerifyCodeInputSchema,
        response: { 200: AuthResultSchema },
      },
    },
    async (request, reply) => {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the schema accepted only numbers that normalise
      const phone = normalizeIndianMobile(request.body.phone)!
      const { code } = request.body
      const me = request.user
      const purpose = request.body.purpose ?? (me ? 'verify' : 'signIn')
      const limits = codeLimits(app)

      if (purpose === 'verify') {
        if (!me) throw new HttpError('auth.login_required')
        if (me.phone !== phone)
          throw new HttpError('account.phone_not_yours', undefined, { field: 'phone' })
        const result = await db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, me.id)),
            )
          if (taken) return { ok: false as const, error: new HttpError('account.phone_taken') }
          const check = await checkCode(tx, limits, { phone, purpose, code })
          if (!check.ok) return check
          await tx
            .update(users)
            .set({ phoneVerifiedAt: new Date(), updatedAt: new Date() })
            .where(and(eq(users.id, me.id), eq(users.phone, phone)))
          return { ok: true as const, user: await sessionUserOf(tx, me.id) }
        })
        if (!result.ok) throw result.error
        await app.sessions.invalidateUser(me.id)
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the signed-in user's own row
        return { user: result.user!, message: PHONE_VERIFIED }
      }

      const result = await db.transaction(async (tx) => {
        const check = await checkCode(tx, limits, { phone, purpose, code })
        if (!check.ok) return check
        const user = check.userId ? await sessionUserOf(tx, check.userId) : null
        // The number was verified when the code went out; it must still be this account's.
        if (!user || user.phone !== phone || !user.phoneVerified)
          return { ok: false as const, error: new HttpError('account.code_expired') }
        const [state] = await tx
          .select({ twoFactor: users.twoFactorEnabled, suspendedAt: users.suspendedAt })
          .from(users)
          .where(eq(users.id, user.id))
        if (state?.suspendedAt)
          return { ok: false as const, error: new HttpError('auth.suspended') }
        // An account with an authenticator app signs in with its password and that app only.
        if (state?.twoFactor)
          return { ok: false as const, error: new HttpError('account.code_sign_in_off') }
        return { ok: true as const, user }
      })
      if (!result.ok) throw result.error
      const { user } = result
      if (user.roles.length === 0) throw new HttpError('auth.profile_not_found')
      await startSession(app, request, reply, user.id)
      // As a password login: the device is remembered, and a new one gets its notice.
      await app.completeLogin(request, reply, user)
      return { user, message: SIGNED_IN_WITH_CODE }
    },
  )
}
