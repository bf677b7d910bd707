import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { twoFactor } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { Env } from '#server/env.ts'
import { accounts, sessions, twoFactors, users, verifications } from '#server/db/schema/index.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import {
  ACCOUNT_SUSPENDED,
  OPERATOR_SESSION_EXPIRES_IN_S,
  SESSION_COOKIE_PREFIX,
  SESSION_EXPIRES_IN_S,
  SESSION_UPDATE_AGE_S,
} from './session-constants.ts'

/**
 * better-auth, used through its server API only (our own routes call auth.api.*, its HTTP handler
 * is not mounted): scrypt password hashes, sessions in the database, an httpOnly SameSite=Lax
 * cookie, Secure when PUBLIC_URL is https. It makes no network calls (telemetry off).
 */
export function createAuth(db: Db, env: Env) {
  return betterAuth({
    appName: 'FarmTrek',
    baseURL: env.publicUrl,
    secret: env.sessionSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    // Operators sign in with a TOTP code after their password (any authenticator app); the
    // plugin's `twoFactorRedirect` answer is turned into ours by the login route.
    plugins: [twoFactor({ issuer: 'FarmTrek' })],
    databaseHooks: {
      session: {
        create: {
          /**
           * Every new session, whatever signs in: a suspended account gets none, and an
           * operator's ends after OPERATOR_SESSION_EXPIRES_IN_S.
           */
          before: async (session) => {
            const [user] = await db
              .select({ roles: users.roles, suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId))
            if (user?.suspendedAt)
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_SUSPENDED,
                message: 'This account is suspended.',
              })
            if (!user?.roles.includes('operator')) return
            const expiresAt = new Date(Date.now() + OPERATOR_SESSION_EXPIRES_IN_S * 1000)
            return { data: { ...session, expiresAt } }
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false },
        phoneVerifiedAt: { type: 'date', required: false, input: false },
        location: { type: 'string', required: false },
        state: { type: 'string', required: false },
        district: { type: 'string', required: false },
        village: { type: 'string', required: false },
        roles: { type: 'string[]', required: false, defaultValue: [] },
        activeRole: { type: 'string', required: false },
        language: { type: 'string', required: false, defaultValue: 'en' },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: env.secureCookies,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: 'lax',
        secure: env.secureCookies,
        path: '/',
      },
      ipAddress: { disableIpTracking: false },
    },
    logger: { disabled: true },
  })
}

export type Auth = ReturnType<typeof createAuth>
