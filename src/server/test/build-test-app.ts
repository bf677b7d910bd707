import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { parseEnv, type Env } from '#server/env.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  env: Env
  testDb: TestDatabase
  close(): Promise<void>
}

/** The app on a fresh database, with test settings; `env` overrides any variable. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDb = await createTestDatabase()
  const parsed = parseEnv({
    LOG_LEVEL: 'silent',
    CLIENT_DIST: './.tmp/no-client',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    JOBS: 'false',
    LOAD_MARKET_DATA: 'false',
    // Every test registers from 127.0.0.1; the limit itself has its own test.
    REGISTER_MAX_PER_IP: '100000',
    // Test farmers add listings by the dozen in a second; the listing limits have their own tests.
    LISTINGS_MAX_PER_MINUTE: '100000',
    LISTINGS_MAX_ACTIVE_PER_FARMER: '100000',
    // Registration sends a code, counted per address too.
    PHONE_CODES_PER_IP: '100000',
    ...env,
  })
  const app = await buildApp({ env: parsed, database: testDb.database, logger: false })
  await app.ready()
  return {
    app,
    env: parsed,
    testDb,
    async close() {
      await app.close()
      await testDb.close()
    },
  }
}

let counter = 0
/** Registers (and so logs in) a user through the real route; returns its cookie and user. */
export async function registerUser(
  app: FastifyInstance,
  opts: {
    role?: 'buyer' | 'farmer'
    roles?: Array<'buyer' | 'farmer'>
    name?: string
    email?: string
  } = {},
) {
  counter += 1
  const role = opts.role ?? opts.roles?.[0] ?? 'buyer'
  const email = opts.email ?? `user${counter}-${Date.now()}@example.in`
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: opts.name ?? `Test ${role} ${counter}`,
      email,
      password: 'green-fields-42',
      role,
      location: 'Pune',
      phone: `98765${String(10000 + counter).slice(-5)}`,
    },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  let cookie = cookieFrom(res.headers['set-cookie'])
  let user = res.json().user
  for (const extra of opts.roles?.slice(1) ?? []) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie },
      payload: { role: extra },
    })
    user = r.json().user
  }
  if (opts.roles && opts.roles.length > 1) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie },
      payload: { role },
    })
    user = r.json().user
  }
  cookie = cookie || ''
  return { cookie, user, email, password: 'green-fields-42' }
}

export { cookieFrom }
