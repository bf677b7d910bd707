import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#server/db/client.ts'
import { outbox, priceAlerts, users } from '#server/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import {
  evaluatePriceAlerts,
  unsubscribeToken,
  verifyUnsubscribeToken,
  type AlertLinkConfig,
} from './price-alerts.ts'

const CFG: AlertLinkConfig = { publicUrl: 'https://farmtrek.example/', secret: 'x'.repeat(32) }
const MAR_12 = new Date('2026-03-12T06:00:00Z')
const MAR_13 = new Date('2026-03-13T06:00:00Z')

let t: TestDatabase
let db: Database['db']
beforeAll(async () => {
  t = await createTestDatabase()
  db = t.database.db
})
afterAll(() => t.close())

/**
 * An account; `phoneVerified` marks its number verified as the verify route does (only then does
 * an SMS other than a code go to it: the others are written 'suppressed').
 */
async function user(
  language = 'en',
  phone: string | null = '+919876543210',
  opts: { phoneVerified?: boolean } = {},
) {
  const id = randomUUID()
  await db.insert(users).values({
    id,
    name: 'Ravi',
    email: `${id}@example.in`,
    phone,
    language,
    phoneVerifiedAt: opts.phoneVerified ? new Date() : null,
  })
  return id
}

/** The latest price of one market (₹ per quintal), as an import leaves it. */
async function price(date: string, modal: number, market = 'Lasalgaon', district = 'Nashik') {
  await db.execute(sql`
    insert into market_price_latest (commodity, market, state, district, arrival_date, variety, grade, modal_price)
    values ('Onion', ${market}, 'Maharashtra', ${district}, ${date}, 'Red', '', ${modal})
    on conflict (commodity, market, state, district) do update set
      arrival_date = excluded.arrival_date, modal_price = excluded.modal_price`)
}

async function alert(userId: string, over: Partial<typeof priceAlerts.$inferInsert> = {}) {
  const id = randomUUID()
  await db.insert(priceAlerts).values({
    id,
    userId,
    commodity: 'Onion',
    placeKind: 'market',
    state: 'Maharashtra',
    market: 'Lasalgaon',
    condition: 'above',
    thresholdPaise: 2500,
    sms: true,
    ...over,
  })
  return id
}

const messages = (userId: string) =>
  db.select().from(outbox).where(eq(outbox.userId, userId)).orderBy(outbox.id)

beforeEach(async () => {
  await db.execute(sql`delete from market_price_latest`)
  await db.execute(sql`delete from price_alerts`)
})

describe('evaluatePriceAlerts', () => {
  it('sends one SMS when the price crosses the line, with the price and its date', async () => {
    // Its own number, verified (a verified number belongs to one account).
    const u = await user('en', '+919822011223', { phoneVerified: true })
    await alert(u)
    await price('2026-03-11', 2400)
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_12 })).toMatchObject({ fired: 0 })
    await price('2026-03-12', 2640)
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_12 })).toMatchObject({ fired: 1 })
    const sent = await messages(u)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ kind: 'priceAlert', channel: 'sms', status: 'pending' })
    expect((sent[0]!.payload as { text: string }).text).toBe(
      'Onion at Lasalgaon: ₹26.40/kg on 12 Mar, above your ₹25. https://farmtrek.example/alerts',
    )
    // The same prices again: nothing new.
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_12 })).toEqual({ evaluated: 0, fired: 0 })
    expect(await messages(u)).toHaveLength(1)
  })

  it('does not repeat until the price goes back across the line by the margin', async () => {
    const u = await user()
    await alert(u)
    await price('2026-03-12', 2600)
    await evaluatePriceAlerts(db, CFG, { now: MAR_12 })
    // Still above, then a dip that stays within 3 % of the line: no message, not re-armed.
    await price('2026-03-13', 2700)
    await evaluatePriceAlerts(db, CFG, { now: MAR_13 })
    await price('2026-03-14', 2450)
    await evaluatePriceAlerts(db, CFG, { now: new Date('2026-03-14T06:00:00Z') })
    await price('2026-03-15', 2600)
    await evaluatePriceAlerts(db, CFG, { now: new Date('2026-03-15T06:00:00Z') })
    expect(await messages(u)).toHaveLength(1)
    // Below ₹24.25 re-arms; the next crossing speaks again.
    await price('2026-03-16', 2400)
    await evaluatePriceAlerts(db, CFG, { now: new Date('2026-03-16T06:00:00Z') })
    await price('2026-03-17', 2550)
    await evaluatePriceAlerts(db, CFG, { now: new Date('2026-03-17T06:00:00Z') })
    expect(await messages(u)).toHaveLength(2)
  })

  it('sends at most one message per alert per day', async () => {
    const u = await user()
    await alert(u)
    await price('2026-03-10', 2600)
    await evaluatePriceAlerts(db, CFG, { now: MAR_12 })
    await price('2026-03-11', 2000) // re-arms
    await evaluatePriceAlerts(db, CFG, { now: MAR_12 })
    await price('2026-03-12', 2600) // crosses again the same day: held
    await evaluatePriceAlerts(db, CFG, { now: MAR_12 })
    expect(await messages(u)).toHaveLength(1)
    const [row] = await db.select().from(priceAlerts).where(eq(priceAlerts.userId, u))
    expect(row).toMatchObject({ status: 'armed', lastPriceDate: '2026-03-12' })
  })

  it('never fires a paused or a deleted alert', async () => {
    const u = await user()
    const id = await alert(u, { paused: true })
    await price('2026-03-12', 3000)
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_12 })).toEqual({ evaluated: 0, fired: 0 })
    await db.update(priceAlerts).set({ paused: false }).where(eq(priceAlerts.id, id))
    await db.delete(priceAlerts).where(eq(priceAlerts.id, id))
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_12 })).toEqual({ evaluated: 0, fired: 0 })
    expect(await messages(u)).toHaveLength(0)
  })

  it('reads a district, a state and all India as the median of their markets on the newest date', async () => {
    const u = await user()
    await price('2026-03-12', 2000, 'Lasalgaon', 'Nashik')
    await price('2026-03-12', 2600, 'Pimpalgaon', 'Nashik')
    await price('2026-03-12', 3000, 'Nashik', 'Nashik')
    await price('2026-03-01', 9000, 'Old', 'Nashik') // an older report does not count
    await price('2026-03-12', 2200, 'Pune', 'Pune')
    await alert(u, { placeKind: 'district', market: '', district: 'Nashik', thresholdPaise: 2550 })
    await alert(u, { placeKind: 'state', market: '', thresholdPaise: 2350 })
    await alert(u, { placeKind: 'india', market: '', state: '', thresholdPaise: 2500 })
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_12 })).toEqual({ evaluated: 3, fired: 2 })
    const texts = (await messages(u)).map((m) => (m.payload as { text: string }).text)
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'Onion in Nashik district: ₹26.00/kg on 12 Mar, above your ₹25.50.',
        ),
        expect.stringContaining('Onion in Maharashtra: ₹24.00/kg on 12 Mar, above your ₹23.50.'),
      ]),
    )
  })

  it("writes in the user's language; a below-alert by email carries its unsubscribe link", async () => {
    const hi = await user('hi')
    const ta = await user('ta', null)
    await alert(hi, { condition: 'below', thresholdPaise: 3000 })
    await alert(ta, { condition: 'below', thresholdPaise: 3000, sms: true, email: true })
    await price('2026-03-12', 2640)
    await evaluatePriceAlerts(db, CFG, { now: MAR_12 })
    const [h] = await messages(hi)
    expect((h!.payload as { text: string }).text).toBe(
      'Lasalgaon में प्याज़: 12 मार्च को ₹26.40/किलो, आपके ₹30 से नीचे। https://farmtrek.example/alerts',
    )
    const t2 = await messages(ta)
    expect(t2.map((m) => [m.channel, m.status])).toEqual([
      ['sms', 'skipped'],
      ['email', 'pending'],
    ])
    const email = t2[1]!.payload as { subject: string; text: string; listUnsubscribe: string }
    expect(email.subject).toBe('விலை அலர்ட்: Lasalgaon-இல் வெங்காயம்')
    expect(email.text).toContain('₹26.40/கிலோ')
    const url = new URL(email.listUnsubscribe)
    expect(url.pathname).toBe('/api/alerts/unsubscribe')
    expect(
      verifyUnsubscribeToken(CFG.secret, url.searchParams.get('a')!, url.searchParams.get('t')!),
    ).toBe(true)
    expect(email.text).toContain(email.listUnsubscribe)
  })

  it('a forecast alert fires when the forecast says up by more than its percent, once per forecast', async () => {
    const u = await user()
    await alert(u, {
      placeKind: 'india',
      state: '',
      market: '',
      condition: 'forecastUp',
      thresholdPaise: null,
      percent: 10,
    })
    let change = 12.4
    const calls: string[] = []
    const forecasts = (commodity: string) => {
      calls.push(commodity)
      return Promise.resolve({
        basisDate: '2026-03-12',
        lastPaise: 2640,
        lastDate: '2026-03-12',
        upPct: change,
        upPaise: 2967,
        upDate: '2026-03-19',
        downPct: 0,
        downPaise: 2640,
        downDate: '2026-03-13',
      })
    }
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_12, forecasts })).toEqual({
      evaluated: 1,
      fired: 1,
    })
    expect(calls).toEqual(['Onion'])
    expect(((await messages(u))[0]!.payload as { text: string }).text).toBe(
      'Onion: the forecast says up 12% within 7 days (to ₹29.67/kg by 19 Mar, from ₹26.40/kg on 12 Mar), more than your 10%. https://farmtrek.example/alerts',
    )
    // The same forecast again: judged already.
    change = 30
    expect(await evaluatePriceAlerts(db, CFG, { now: MAR_13, forecasts })).toEqual({
      evaluated: 0,
      fired: 0,
    })
    expect(await messages(u)).toHaveLength(1)
  })

  it('signs unsubscribe links per alert', () => {
    const a = randomUUID()
    expect(verifyUnsubscribeToken(CFG.secret, a, unsubscribeToken(CFG.secret, a))).toBe(true)
    expect(verifyUnsubscribeToken(CFG.secret, randomUUID(), unsubscribeToken(CFG.secret, a))).toBe(
      false,
    )
    expect(verifyUnsubscribeToken('y'.repeat(32), a, unsubscribeToken(CFG.secret, a))).toBe(false)
  })

  // Two nodes are two connection pools on one PostgreSQL (PGlite has one process).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'two nodes evaluating at once send each crossing once',
    async () => {
      const nodes: Database[] = await Promise.all(
        [0, 1].map(() => openDatabase({ url: t.url!, poolSize: 3 })),
      )
      try {
        const ids: string[] = []
        for (let i = 0; i < 50; i++) ids.push(await user())
        for (const u of ids) await alert(u)
        await price('2026-03-12', 2640)
        const runs = await Promise.all(
          [0, 1, 0, 1].map((n) => evaluatePriceAlerts(nodes[n]!.db, CFG, { now: MAR_12 })),
        )
        expect(runs.reduce((s, r) => s + r.fired, 0)).toBe(50)
        const sent = await db
          .select({ key: outbox.idempotencyKey })
          .from(outbox)
          .where(inArray(outbox.userId, ids))
        expect(sent).toHaveLength(50)
      } finally {
        await Promise.all(nodes.map((n) => n.close()))
      }
    },
  )
})
