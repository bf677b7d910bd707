import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PriceRecord } from '../../src/core/market-prices/prices.ts'
import { openDatabase, type Database } from '../../src/server/db/client.ts'
import { runMigrations } from '../../src/server/db/migrate.ts'
import { priceAlerts, users } from '../../src/server/db/schema/index.ts'
import { importPrices } from '../../src/server/features/market-prices/import.ts'
import { evaluatePriceAlerts } from '../../src/server/features/alerts/price-alerts.ts'
import type { Context } from '../lib/context.ts'
import { createTempDb, type TempDb } from '../lib/pg.ts'
import { table } from '../lib/report.ts'
import { fmt } from '../lib/stats.ts'

// Price alerts are judged set-based, in one statement, after an import. This
// section times that with 100,000 alerts (10,000 accounts × 10) and a 30,000-row daily import:
// 100 crops × 300 markets (20 states × 5 districts × 3 markets), the next day's prices moving
// up to ±15 % from the day before, alerts' lines within ±10 % of the day before's level, so a
// large share crosses (a worst case for the messages written).

const ALERTS = 100_000
const USERS = 10_000
const CROPS = 100
const STATES = 20
const DISTRICTS = 5
const MARKETS = 3
const D1 = '2026-03-11'
const D2 = '2026-03-12'
const CFG = { publicUrl: 'https://farmtrek.example', secret: 'b'.repeat(32) }

/** A fixed pseudo-random number in [0, 1) for a seed (the same data every run). */
const rand = (seed: number) => {
  const x = Math.sin(seed * 12.9898) * 43758.5453
  return x - Math.floor(x)
}

const crop = (c: number) => `Bench Crop ${String(c).padStart(3, '0')}`
const place = (m: number) => {
  const s = Math.floor(m / (DISTRICTS * MARKETS))
  const d = Math.floor(m / MARKETS) % DISTRICTS
  return {
    state: `Bench State ${s}`,
    district: `Bench District ${s}-${d}`,
    market: `Bench Market ${m}`,
  }
}
const level = (c: number) => 1000 + c * 30

function day(date: string, factor: (c: number, m: number) => number): PriceRecord[] {
  const rows: PriceRecord[] = []
  for (let c = 0; c < CROPS; c++)
    for (let m = 0; m < STATES * DISTRICTS * MARKETS; m++) {
      const modal = Math.round(level(c) * factor(c, m))
      rows.push({
        arrivalDate: date,
        ...place(m),
        commodity: crop(c),
        variety: 'Other',
        grade: '',
        minPrice: null,
        maxPrice: null,
        modalPrice: modal,
      })
    }
  return rows
}

async function seedAlerts(db: Database['db']) {
  const ids: string[] = []
  for (let i = 0; i < USERS; i += 2000) {
    const batch = Array.from({ length: Math.min(2000, USERS - i) }, (_, k) => {
      const n = i + k
      const id = randomUUID()
      ids.push(id)
      return {
        id,
        name: `Bench ${n}`,
        email: `bench-${n}@example.in`,
        phone: `+9198${String(n).padStart(8, '0')}`,
        language: ['en', 'hi', 'ta'][n % 3]!,
      }
    })
    await db.insert(users).values(batch)
  }
  const kinds = ['district', 'district', 'district', 'district', 'market', 'market', 'market']
  for (let i = 0; i < ALERTS; i += 5000) {
    const batch = Array.from({ length: 5000 }, (_, k) => {
      const n = i + k
      const c = n % CROPS
      const m = Math.floor(rand(n) * STATES * DISTRICTS * MARKETS)
      const p = place(m)
      const kind = (kinds[n % 10] ?? (n % 10 < 9 ? 'state' : 'india')) as
        'district' | 'market' | 'state' | 'india'
      return {
        id: randomUUID(),
        userId: ids[n % USERS]!,
        commodity: crop(c),
        placeKind: kind,
        state: kind === 'india' ? '' : p.state,
        district: kind === 'district' ? p.district : '',
        market: kind === 'market' ? p.market : '',
        condition: n % 2 === 0 ? ('above' as const) : ('below' as const),
        thresholdPaise: Math.round(level(c) * (0.9 + 0.2 * rand(n + 7))),
        sms: true,
        email: n % 3 === 0,
        lastPriceDate: D1,
      }
    })
    await db.insert(priceAlerts).values(batch)
  }
}

async function once(ctx: Context, kind: 'postgres' | 'embedded') {
  let temp: TempDb | undefined
  let database: Database
  if (kind === 'postgres') {
    temp = await createTempDb()
    database = await openDatabase({ url: temp.url })
  } else {
    database = await openDatabase({ dataDir: path.join(ctx.dir('alerts'), 'data') })
  }
  try {
    await runMigrations(database)
    const db = database.db
    const wrap = (rows: PriceRecord[]) => ({
      records: rows.map((value, i) => ({ at: i + 1, value })),
      rejected: [],
    })
    await importPrices(db, wrap(day(D1, (c, m) => 0.9 + 0.2 * rand(c * 1000 + m))))
    await seedAlerts(db)
    await db.execute(sql`analyze`)
    const next = day(
      D2,
      (c, m) => (0.9 + 0.2 * rand(c * 1000 + m)) * (0.85 + 0.3 * rand(m * 7 + c)),
    )
    let t0 = performance.now()
    await importPrices(db, wrap(next))
    const importMs = performance.now() - t0
    t0 = performance.now()
    const r = await evaluatePriceAlerts(db, CFG, { now: new Date(`${D2}T06:00:00Z`) })
    const evalMs = performance.now() - t0
    const outboxRows = Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from outbox where kind = 'priceAlert'`,
        )) as unknown as {
          rows: Array<{ n: number }>
        }
      ).rows[0]?.n,
    )
    t0 = performance.now()
    const again = await evaluatePriceAlerts(db, CFG, { now: new Date(`${D2}T07:00:00Z`) })
    const idleMs = performance.now() - t0
    if (again.fired !== 0) throw new Error(`a second evaluation sent ${again.fired} messages`)
    console.log(
      `  ${kind}: import ${fmt(importMs)} ms, evaluate ${fmt(evalMs)} ms (${r.evaluated} judged, ${r.fired} fired, ${outboxRows} outbox rows), again ${fmt(idleMs)} ms`,
    )
    return { kind, importMs, evalMs, idleMs, ...r, outboxRows }
  } finally {
    await database.close()
    await temp?.drop()
  }
}

export async function alerts(ctx: Context): Promise<string[]> {
  const cmd = ctx.commandFor('alerts')
  const rows: string[][] = []
  for (const kind of ctx.dbs) {
    const r = await once(ctx, kind)
    rows.push([
      kind,
      fmt(r.importMs),
      fmt(r.evalMs),
      fmt(r.evaluated),
      fmt(r.fired),
      fmt(r.outboxRows),
      fmt(r.idleMs),
    ])
    ctx.report.budget({
      area: `Price alerts: 100k alerts judged after a 30k-row import (${kind})`,
      budget: 'reported',
      measured: `${fmt(r.evalMs)} ms, ${fmt(r.fired)} messages`,
      status: 'report',
      command: cmd,
    })
  }
  return [
    `${fmt(ALERTS)} alerts of ${fmt(USERS)} accounts (4 in 10 on a district, 3 a market, 2 a state, 1 all India; half above, half below; every one by SMS, a third by email too), then a ${fmt(CROPS * STATES * DISTRICTS * MARKETS)}-row daily import (${CROPS} crops × ${STATES * DISTRICTS * MARKETS} markets) with prices up to ±15 % from the day before. "evaluate" is \`evaluatePriceAlerts\` (src/server/features/alerts/price-alerts.ts): two statements judge every alert (into analysed temporary tables), one updates their state, then the messages of the crossings go to the outbox in 5,000-row INSERTs (unnest arrays), all in one transaction; "again" is the next call with no new prices. In-process, the embedded database on a data directory on disk. Command: \`${cmd}\`.`,
    '',
    table(
      [
        'database',
        'import ms',
        'evaluate ms',
        'alerts judged',
        'alerts fired',
        'outbox rows',
        'again ms',
      ],
      rows,
    ),
    '',
  ]
}
