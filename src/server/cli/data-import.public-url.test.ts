import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indiaDate } from '#core/alerts/alert-rules.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { outbox, priceAlerts, users } from '#server/db/schema/index.ts'
import { notificationsStartup } from '#server/features/notifications/notifications.startup.ts'
import {
  publicUrlForMessages,
  recordedPublicUrl,
  recordPublicUrl,
} from '#server/services/public-url.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { serverData } from '#server/test/server-process.ts'

// Links in messages use PUBLIC_URL. A server records the address it uses; a command that writes
// messages (npm run data:import, whose price alerts link to the site) takes PUBLIC_URL or that
// recorded address, and without either refuses to start, naming the variable. Both databases.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://farmtrek.example.in', PORT: '3100' })
})
afterAll(() => t.close())

describe('the public URL for messages', () => {
  it('is recorded by a starting server, and found by a command', async () => {
    const db = t.testDb.database.db
    expect(await publicUrlForMessages({ PUBLIC_URL: undefined }, db)).toEqual({
      problem: expect.stringContaining('PUBLIC_URL is not set'),
    })
    await notificationsStartup(t.app)
    expect(await recordedPublicUrl(db)).toBe('https://farmtrek.example.in')
    expect(await publicUrlForMessages({ PUBLIC_URL: undefined }, db)).toEqual({
      url: 'https://farmtrek.example.in',
    })
    // PUBLIC_URL, when the command has it, wins.
    expect(await publicUrlForMessages({ PUBLIC_URL: 'https://other.example.in' }, db)).toEqual({
      url: 'https://other.example.in',
    })
  })
})

describe('npm run data:import', () => {
  it('refuses to start without PUBLIC_URL or a recorded one; with the recorded one, alert links use it', async () => {
    const data = await serverData()
    const dir = mkdtempSync(path.join(tmpdir(), 'farmtrek-import-'))
    try {
      let database = await data.open()
      await runMigrations(database)
      const userId = randomUUID()
      await database.db.insert(users).values({
        id: userId,
        name: 'Ravi',
        email: `${userId}@example.in`,
        phone: '+919876543210',
      })
      await database.db.insert(priceAlerts).values({
        id: randomUUID(),
        userId,
        commodity: 'Onion',
        placeKind: 'market',
        state: 'Maharashtra',
        market: 'Lasalgaon',
        condition: 'above',
        thresholdPaise: 2500,
        sms: true,
      })
      await database.close()
      const file = path.join(dir, 'onion.csv')
      writeFileSync(
        file,
        'date,state,district,market,commodity,variety,min_price,max_price,modal_price\n' +
          `${indiaDate(new Date())},Maharashtra,Nashik,Lasalgaon,Onion,Red,2500,2800,2640\n`,
      )

      const refused = await runImport(data.env, [file])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('PUBLIC_URL is not set')
      expect(refused.stdout).not.toContain('rows added')

      database = await data.open()
      await recordPublicUrl(database.db, 'http://127.0.0.1:4173')
      await database.close()
      const ran = await runImport(data.env, [file])
      expect(ran.stderr).toBe('')
      expect(ran.code).toBe(0)
      expect(ran.stdout).toContain('Price alerts: 1 sent.')

      database = await data.open()
      try {
        const [alert] = await database.db.select().from(outbox).where(eq(outbox.userId, userId))
        expect((alert!.payload as { text: string }).text).toMatch(
          / http:\/\/127\.0\.0\.1:4173\/alerts$/,
        )
      } finally {
        await database.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await data.cleanup()
    }
  }, 180_000)
})

function runImport(env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/cli/data-import.ts', ...args],
      { cwd: root, env: { ...env, SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' } },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
