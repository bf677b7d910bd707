import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db } from '#server/db/client.ts'
import type { Env } from '#server/env.ts'
import { accounts, sessions, users, verifications } from '#server/db/schema/index.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import {
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
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false },
        location: { type: 'string', required: false },
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
