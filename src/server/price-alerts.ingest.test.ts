import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#server/db/client.ts'
import { outbox, priceAlerts, users } from '#server/db/schema/index.ts'
import { evaluatePriceAlerts } from '#server/features/alerts/price-alerts.ts'
import { sendJson, startHttpServer, type TestHttpServer } from '#tests/doubles/http-server.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import type { NewPrices } from '#server/services/new-prices.ts'
import { importPrices, parseDataGovRecords } from '#server/features/market-prices/import.ts'
import {
  ingestDataGov,
  runIngestIfDue,
  type Logger,
} from '#server/features/market-prices/ingester.ts'

// The ingester's new prices reach price alerts (as app.ts wires them: the ingester announces,
// the alerts feature judges); a crossing sends once, a repeat
// import sends nothing, and two nodes importing and evaluating at once send once.

const ALERTS = { publicUrl: 'http://127.0.0.1:5173', secret: 's'.repeat(32) }
const log: Logger = { info: () => {}, warn: () => {} }

const record = (date: string, modal: number) => ({
  state: 'Maharashtra',
  district: 'Nashik',
  market: 'Lasalgaon',
  commodity: 'Onion',
  variety: 'Red',
  grade: 'FAQ',
  arrival_date: date,
  min_price: String(modal - 200),
  max_price: String(modal + 200),
  modal_price: String(modal),
})

let records: unknown[] = []
let api: TestHttpServer
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
  api = await startHttpServer((_req, res) =>
    sendJson(res, 200, { records, total: records.length, count: records.length }),
  )
})
afterAll(async () => {
  await api.close()
  await t.close()
})

const cfg = () => ({
  baseUrl: api.url,
  apiKey: 'test-key',
  timeoutMs: 5000,
  dueAfterMs: 0,
  announce: async ({ forecasts }: NewPrices) => {
    await evaluatePriceAlerts(t.database.db, ALERTS, { forecasts })
  },
})

async function userWithAlert(condition: 'above' | 'below', thresholdPaise: number) {
  const id = randomUUID()
  await t.database.db
    .insert(users)
    .values({ id, name: 'Meena', email: `${id}@example.in`, phone: '+919812345678' })
  await t.database.db.insert(priceAlerts).values({
    id: randomUUID(),
    userId: id,
    commodity: 'Onion',
    placeKind: 'market',
    state: 'Maharashtra',
    market: 'Lasalgaon',
    condition,
    thresholdPaise,
    sms: true,
  })
  return id
}

const sms = (userId: string) =>
  t.database.db
    .select({ text: outbox.payload, key: outbox.idempotencyKey })
    .from(outbox)
    .where(eq(outbox.userId, userId))

describe('price alerts on ingested prices', () => {
  it('a crossing sends one SMS; the same import again sends none', async () => {
    await importPrices(t.database.db, parseDataGovRecords([record('10/03/2026', 2400)]))
    const u = await userWithAlert('above', 2500)
    records = [record('11/03/2026', 2450)]
    await runIngestIfDue(t.database.db, cfg(), log)
    expect(await sms(u)).toEqual([])
    records = [record('12/03/2026', 2640)]
    expect(await runIngestIfDue(t.database.db, cfg(), log)).toMatchObject({ ok: true, added: 1 })
    const sent = await sms(u)
    expect(sent).toHaveLength(1)
    expect((sent[0]!.text as { text: string }).text).toBe(
      'Onion at Lasalgaon: ₹26.40/kg on 12 Mar, above your ₹25. http://127.0.0.1:5173/alerts',
    )
    // The same page again (nothing new), and a revised price of the same day: no repeat.
    await runIngestIfDue(t.database.db, cfg(), log)
    records = [record('12/03/2026', 2700)]
    expect(await runIngestIfDue(t.database.db, cfg(), log)).toMatchObject({ updated: 1 })
    expect(await sms(u)).toHaveLength(1)
  })

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two nodes importing and evaluating the same prices at once send once',
    async () => {
      const u = await userWithAlert('below', 2500)
      const nodes: Database[] = await Promise.all(
        [0, 1].map(() => openDatabase({ url: t.url!, poolSize: 3 })),
      )
      try {
        records = [record('13/03/2026', 2300)]
        await Promise.all(
          nodes.map(async (n) => {
            await ingestDataGov(n.db, cfg())
            await evaluatePriceAlerts(n.db, ALERTS)
          }),
        )
        const sent = await sms(u)
        expect(sent.map((s) => s.key)).toEqual([expect.stringMatching(/:2026-03-13:sms$/)])
      } finally {
        await Promise.all(nodes.map((n) => n.close()))
      }
    },
  )

  it('an alert paused or deleted before the import never fires', async () => {
    const u = await userWithAlert('above', 2000)
    await t.database.db.update(priceAlerts).set({ paused: true }).where(eq(priceAlerts.userId, u))
    records = [record('14/03/2026', 2900)]
    await runIngestIfDue(t.database.db, cfg(), log)
    expect(await sms(u)).toEqual([])
    await t.database.db.delete(priceAlerts).where(eq(priceAlerts.userId, u))
    records = [record('15/03/2026', 3100)]
    await runIngestIfDue(t.database.db, cfg(), log)
    expect(await sms(u)).toEqual([])
  })
})
