import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ChangePasswordInputSchema,
  DeviceSessionListSchema,
  GstinSchema,
  MessageResultSchema,
  OTHERS_SIGNED_OUT,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
  ProfileInputSchema,
} from '#core/account/account.contract.ts'
import { AuthResultSchema } from '#core/auth/auth.contract.ts'
import { passwordProblem } from '#core/auth/password-policy.ts'
import { normalizeIndianMobile } from '#core/auth/phone.ts'
import { sessions, users } from '#server/db/schema/index.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { forgetPasswordGuesses } from '#server/services/password-guesses.ts'
import { placeColumns } from '#server/services/places.ts'
import { gstinOf, setGstin } from '#server/services/seller-gstins.ts'
import {
  endSessions,
  hashPassword,
  requestSessionToken,
  sessionUserOf,
  setPasswordHash,
  requirePassword,
} from './account-session.ts'
import { sendRegistrationCode } from './code-messages.ts'

/**
 * The signed-in person's own account: name and number (a new number is verified again), the
 * password (the current one is needed; every other session ends), and the devices signed in,
 * with 'Sign out everywhere else'.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.patch(
    '/api/account/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary:
          "Change name and mobile number (a new number is verified again by a code), the place (state and district from GET /api/places/districts, and the village; 400 for a district not of that state), and a farmer's GSTIN",
        body: ProfileInputSchema,
        response: { 200: AuthResultSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the schema accepted only numbers that normalise
      const phone = normalizeIndianMobile(request.body.phone)!
      const changed = phone !== me.phone
      const { gstin } = request.body
      // Only a farmer sells, so only a farmer's receipts carry a GSTIN.
      if (gstin && !me.roles.includes('farmer')) throw new HttpError('auth.farmers_only')
      if (gstin !== undefined && me.roles.includes('farmer')) {
        await setGstin(db, me.id, gstin === '' ? null : gstin)
      }
      const place = placeColumns(request.body)
      await db
        .update(users)
        .set({
          name: request.body.name,
          phone,
          ...(place ?? {}),
          ...(changed ? { phoneVerifiedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, me.id))
      await app.sessions.invalidateUser(me.id)
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the signed-in user's own row
      const user = (await sessionUserOf(db, me.id))!
      if (changed) await sendRegistrationCode(app, user, request.ip, { welcome: false })
      return { user, message: PROFILE_SAVED }
    },
  )

  app.get(
    '/api/account/gstin',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['auth'],
        summary: "The farmer's GSTIN as the profile shows it (null: none given)",
        response: { 200: GstinSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { gstin: await gstinOf(db, currentUser(request).id) }
    },
  )

  app.post(
    '/api/account/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is needed); every other session ends',
        body: ChangePasswordInputSchema,
        response: { 200: MessageResultSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      // Guesses of the current password are held to the login limit: a stolen session cannot
      // guess its way to the password (and so to signing the owner out everywhere).
      const key = await requirePassword(app, me.id, request.body.currentPassword, 'currentPassword')
      const problem = passwordProblem(request.body.password, me.email)
      if (problem) throw HttpError.invalid(problem, 'password')
      const hash = await hashPassword(app, request.body.password)
      const keep = requestSessionToken(app, request) ?? undefined
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, me.id, hash)
        await endSessions(tx, me.id, keep)
        await forgetPasswordGuesses(tx, key)
      })
      await app.sessions.invalidateUser(me.id)
      return { message: PASSWORD_CHANGED }
    },
  )

  app.get(
    '/api/account/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The devices signed in to the account, this one first',
        response: { 200: DeviceSessionListSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request)
      const mine = requestSessionToken(app, request)
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, me.id), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.updatedAt))
      reply.header('cache-control', 'no-store')
      const items = rows.map((s) => ({
        id: s.id,
        current: s.token === mine,
        userAgent: s.userAgent ?? '',
        ipAddress: s.ipAddress ?? '',
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.updatedAt.toISOString(),
      }))
      return { items: items.sort((a, b) => Number(b.current) - Number(a.current)) }
    },
  )

  app.post(
    '/api/account/sessions/end-others',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere else: every session of the account but this one ends',
        response: { 200: MessageResultSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      await endSessions(db, me.id, requestSessionToken(app, request) ?? undefined)
      await app.sessions.invalidateUser(me.id)
      return { message: OTHERS_SIGNED_OUT }
    },
  )
}
