import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { parseEnv, testPostgresUrl } from '#server/env.ts'
import { publishLiveEvent } from '#server/services/live.ts'
import { registerUser } from '#server/test/build-test-app.ts'
import { copyOrder, redact } from './move.ts'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'

/** The catalogue's farmer accounts, made in every database after its migrations. */
const catalogueFarmerCount = new Set(CATALOGUE.map((i) => i.farmer)).size

const root = path.resolve(import.meta.dirname, '../../..')
const adminUrl = testPostgresUrl()
const SECRET = 'move-test-secret-move-test-secret-0123'

describe('copyOrder', () => {
  it.each([
    { tables: ['a', 'b'], fks: [], order: ['a', 'b'] },
    {
      tables: ['orders', 'users'],
      fks: [{ child: 'orders', parent: 'users' }],
      order: ['users', 'orders'],
    },
    {
      tables: ['items', 'orders', 'users'],
      fks: [
        { child: 'items', parent: 'orders' },
        { child: 'orders', parent: 'users' },
      ],
      order: ['users', 'orders', 'items'],
    },
    { tables: ['tree'], fks: [{ child: 'tree', parent: 'tree' }], order: ['tree'] },
  ])('orders $tables parents first', ({ tables, fks, order }) => {
    expect(copyOrder(tables, fks)).toEqual(order)
  })

  it('refuses a cycle', () => {
    expect(() =>
      copyOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/cycle/)
  })

  it('hides the password of a URL', () => {
    expect(redact('postgres://app:s3cret@db:5432/farmtrek')).toBe(
      'postgres://app:***@db:5432/farmtrek',
    )
  })
})

function runMove(dataDir: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    // Only what the CLI needs; the test's own environment (TEST_DB …) stays out.
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/cli/move.ts', ...args],
      { cwd: root, env: { DATA_DIR: dataDir, SESSION_SECRET: SECRET, LOG_LEVEL: 'silent' } },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

async function countAll(q: { query: (sql: string) => Promise<{ rows: unknown[] }> }) {
  const tables = (
    await q.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
    )
  ).rows as Array<{ name: string }>
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const r = await q.query(`SELECT count(*)::int AS n FROM "${name}"`)
    counts[name] = (r.rows[0] as { n: number }).n
  }
  return counts
}

/** A digest of every row of every table, as PostgreSQL renders it: equal when the data is. */
async function digestAll(
  q: { query: (sql: string) => Promise<{ rows: unknown[] }> },
  tables: string[],
) {
  await q.query(`SET TimeZone = 'UTC'`)
  const out: Record<string, string> = {}
  for (const name of tables) {
    const r = await q.query(
      `SELECT md5(coalesce(string_agg(j, E'\\n' ORDER BY j), '')) AS d
         FROM (SELECT row_to_json(t)::text AS j FROM "${name}" t) s`,
    )
    out[name] = (r.rows[0] as { d: string }).d
  }
  return out
}

// The move needs a PostgreSQL server to move into; CI sets TEST_DATABASE_URL.
describe.skipIf(!adminUrl)('npm run db:move (needs TEST_DATABASE_URL)', () => {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    CLIENT_DIST: './.tmp/no-client',
    SESSION_SECRET: SECRET,
    JOBS: 'false',
    LOAD_MARKET_DATA: 'false',
  })
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-move-'))
  const dbName = `ft_move_${randomBytes(5).toString('hex')}`
  const targetUrl = (() => {
    const u = new URL(adminUrl ?? 'postgres://localhost/x')
    u.pathname = `/${dbName}`
    return u.toString()
  })()
  let sourceCounts: Record<string, number> = {}
  let sourceDigests: Record<string, string> = {}
  let farmer: Awaited<ReturnType<typeof registerUser>>
  let lastEventId = 0

  beforeAll(async () => {
    const source = await openDatabase({ dataDir })
    await runMigrations(source)
    const app = await buildApp({ env, database: source, logger: false })
    await app.ready()
    farmer = await registerUser(app, { role: 'farmer', name: 'Ramesh Patil' })
    await registerUser(app, { role: 'buyer', name: 'Anita Sharma' })
    for (const i of [1, 2, 3]) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: `Visitor ${i}`,
          email: `visitor${i}@example.in`,
          message: `Hello number ${i} from Pune.`,
        },
      })
      expect(r.statusCode).toBe(201)
    }
    for (const step of ['In Transit', 'Delivered']) {
      lastEventId = await publishLiveEvent(source.db, `buyer:${farmer.user.id}`, 'order-status', {
        step,
      })
    }
    sourceCounts = await countAll(source.pglite!)
    sourceDigests = await digestAll(source.pglite!, Object.keys(sourceCounts))
    await app.close()
    await source.close()

    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
  }, 120_000)

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true })
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin.end()
  })

  it('copies every table with the same row counts and says what it did', async () => {
    // Two registered, and the catalogue's farmers (reference rows every database holds).
    const users = 2 + catalogueFarmerCount
    expect(sourceCounts.users).toBe(users)
    expect(sourceCounts.contact_messages).toBe(3)
    // A batch of 2 rows makes every table with data take several batches.
    const r = await runMove(dataDir, ['--to', targetUrl, '--batch-size', '2'])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/Moved \d+ tables, \d+ rows in [\d.]+ s/)
    expect(r.stdout).toMatch(new RegExp(`users\\s+${users} rows`))
    expect(r.stdout).toMatch(/contact_messages\s+3 rows/)
    const total = Object.values(sourceCounts).reduce((a, b) => a + b, 0)
    expect(r.stdout).toContain(`${Object.keys(sourceCounts).length} tables, ${total} rows`)

    const target = new pg.Client({ connectionString: targetUrl })
    await target.connect()
    try {
      expect(await countAll(target)).toEqual(sourceCounts)
      // Not only as many rows: the same rows, value for value (arrays, jsonb, timestamps).
      expect(await digestAll(target, Object.keys(sourceCounts))).toEqual(sourceDigests)
    } finally {
      await target.end()
    }
  }, 120_000)

  it('refuses to move into a database that has rows', async () => {
    const r = await runMove(dataDir, ['--to', targetUrl])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('is not empty: ')
    expect(r.stderr).toContain(`users (${2 + catalogueFarmerCount} rows)`)
  }, 120_000)

  it('refuses without a --to URL', async () => {
    const r = await runMove(dataDir, [])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('Usage: npm run db:move -- --to postgres://')
  }, 60_000)

  it('serves the moved data: sessions, logins and new rows continue', async () => {
    const database: Database = await openDatabase({ url: targetUrl, poolSize: 2 })
    const app = await buildApp({ env, database, logger: false })
    await app.ready()
    try {
      // The session made on the embedded database is still valid (same SESSION_SECRET).
      const session = await app.inject({ url: '/api/session', headers: { cookie: farmer.cookie } })
      expect(session.statusCode).toBe(200)
      expect(session.json().user.email).toBe(farmer.email)

      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: farmer.email, password: farmer.password },
      })
      expect(login.statusCode).toBe(200)
      expect(login.json().user.name).toBe('Ramesh Patil')

      // Sequences were moved past the copied ids: new rows do not collide.
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'After move',
          email: 'after@example.in',
          message: 'Still working after the move.',
        },
      })
      expect(contact.statusCode).toBe(201)
      expect(Number(contact.json().id)).toBeGreaterThan(3)
      const next = await publishLiveEvent(
        database.db,
        `buyer:${farmer.user.id}`,
        'order-status',
        {},
      )
      expect(next).toBeGreaterThan(lastEventId)
    } finally {
      await app.close()
      await database.close()
    }
  }, 120_000)
})
