import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MessageResultSchema } from '#core/account/account.contract.ts'
import {
  ACCOUNT_DELETED,
  AccountDataSchema,
  DeleteAccountInputSchema,
} from '#core/account/leave.contract.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { forgetPasswordGuesses } from '#server/services/password-guesses.ts'
import { accountData } from './account-data.ts'
import { deleteAccount } from './account-deletion.ts'
import { clearSessionCookie, requirePassword } from './account-session.ts'
import { codeLimits } from './code-messages.ts'
import { checkCode } from './phone-codes.ts'

/** Counted per account once the session is checked (many people may share one address). */
const perAccount = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
})

/**
 * Leaving FarmTrek: 'Download my data' (everything the account holds, as a JSON file) and 'Delete
 * my account' (the password again, or a sign-in code sent to the verified number).
 */
export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/api/account/data',
    {
      config: { access: 'user', rateLimit: perAccount(10, '1 hour') },
      schema: {
        tags: ['auth'],
        summary:
          'Download my data: the profile, listings, orders, sales, payouts, alerts, messages',
        response: { 200: AccountDataSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request)
      const data = await accountData(db, me.id)
      if (!data) throw new HttpError('auth.profile_not_found')
      const day = data.exportedAt.slice(0, 10)
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="farmtrek-my-data-${day}.json"`)
      return data
    },
  )

  app.post(
    '/api/account/delete',
    {
      config: { access: 'user', rateLimit: perAccount(10, '15 minutes') },
      schema: {
        tags: ['auth'],
        summary:
          'Delete my account (password or SMS sign-in code again); refused while an order or payout is open',
        body: DeleteAccountInputSchema,
        response: { 200: MessageResultSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request)
      const body = request.body
      if ('password' in body) {
        // Guesses count with the password change's, under the login limit.
        const key = await requirePassword(app, me.id, body.password, 'password')
        await forgetPasswordGuesses(db, key)
      } else {
        if (!me.phone || !me.phoneVerified) throw new HttpError('account.code_expired')
        // A wrong guess is counted in its own transaction, so it stays counted.
        const phone = me.phone
        const check = await db.transaction((tx) =>
          checkCode(tx, codeLimits(app), { phone, purpose: 'signIn', code: body.code }),
        )
        if (!check.ok) throw check.error
        if (check.userId !== me.id) throw new HttpError('account.code_expired')
      }
      await deleteAccount(app, request, me.id)
      clearSessionCookie(app, reply)
      return { message: ACCOUNT_DELETED }
    },
  )
}
