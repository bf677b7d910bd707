import path from 'node:path'
import type { Context } from '../lib/context.ts'
import {
  BROWSER_ACCEPT_ENCODING,
  expectOk,
  type HttpResult,
  isMissingRoute,
  register,
  request,
  sequentialLatency,
  type BenchUser,
} from '../lib/http.ts'
import { CONNECTIONS, DURATION_S, load, type LoadResult } from '../lib/load.ts'
import {
  explainList,
  fillLatest,
  insertDays,
  MARKETS,
  SERIES,
  seqScanOnBigTable,
  tableColumns,
} from '../lib/market-data.ts'
import { ROOT, shellEnv, spawnUntilReady, stopChild } from '../lib/proc.ts'
import { NotAvailable, statusOf, table } from '../lib/report.ts'
import { fmt, median, pct, percentile } from '../lib/stats.ts'
import { Target, type DbKind, type Sql } from '../lib/target.ts'

const PRICES_PATH = '/api/market-prices?q=on&page=3'
/**
 * Asks whether the route exists with a query no measurement uses: the server keeps a price page for
 * 15 s, so probing with PRICES_PATH before the table is filled kept an empty page (the "0 of 0"
 * rows of issue 21) and the growth run measured that.
 */
const PRICES_PROBE_PATH = '/api/market-prices?q=bench-probe&page=1'
/** Days of history per series at each growth step: 5 → 10k rows, 50 → 100k, 500 → 1M. */
const STEPS = [5, 50, 500]
const SEQUENTIAL = 300
const SHARE_BUDGET: Record<DbKind, number> = { postgres: 0.4, embedded: 0.15 }
const P99_BUDGET_MS = 30

/** Listings in the table at each step of the listings run (issue 21 point 2). */
const LISTING_STEPS = [1_000, 10_000, 100_000]
/** Seconds of each listings load (after autocannon's 2 s warm-up): 4 routes × 3 sizes per database. */
const LISTINGS_LOAD_S = 6
const LISTINGS_SHARE_BUDGET = 0.25
/** Flat: req/s at 100k at least this share of req/s at 1k. */
const LISTINGS_FLAT = 0.67
/** The public browse as the pages ask for it: plain, a search, and every filter at once. */
const LISTING_ROUTES = [
  { name: 'GET /api/listings (public)', path: '/api/listings', explain: {} },
  {
    name: 'GET /api/listings?q=tom (public search)',
    path: '/api/listings?q=tom',
    explain: { q: 'tom' },
  },
  {
    name: 'GET /api/listings with filters (public)',
    path: '/api/listings?category=Vegetables&minPrice=20&maxPrice=60&place=Maharashtra&organic=yes&sort=price_asc',
    explain: {
      category: 'Vegetables',
      minPrice: 20,
      maxPrice: 60,
      place: 'Maharashtra',
      organic: 'yes',
      sort: 'price_asc',
    },
  },
  { name: 'GET /api/listings/mine (farmer)', path: '/api/listings/mine', explain: null },
] as const
/** The catalogue's crops and their categories (drizzle/0010): what farmers list. */
const LISTING_CROPS: Array<[string, string]> = [
  ['Tomato', 'Vegetables'],
  ['Onion', 'Vegetables'],
  ['Brinjal', 'Vegetables'],
  ['Okra', 'Vegetables'],
  ['Cauliflower', 'Vegetables'],
  ['Cabbage', 'Vegetables'],
  ['Green Chilli', 'Vegetables'],
  ['Bottle Gourd', 'Vegetables'],
  ['Basmati Rice', 'Grains'],
  ['Wheat', 'Grains'],
  ['Bajra', 'Grains'],
  ['Jowar', 'Grains'],
  ['Ragi', 'Grains'],
  ['Potato', 'Root Vegetables'],
  ['Carrot', 'Root Vegetables'],
  ['Radish', 'Root Vegetables'],
  ['Beetroot', 'Root Vegetables'],
  ['Sweet Potato', 'Root Vegetables'],
  ['Spinach', 'Leafy Greens'],
  ['Fenugreek Leaves', 'Leafy Greens'],
  ['Coriander Leaves', 'Leafy Greens'],
  ['Amaranth Leaves', 'Leafy Greens'],
  ['Mustard Greens', 'Leafy Greens'],
  ['Toor Dal', 'Pulses'],
  ['Moong Dal', 'Pulses'],
  ['Chana Dal', 'Pulses'],
  ['Urad Dal', 'Pulses'],
  ['Masoor Dal', 'Pulses'],
]

/**
 * Grows the listings table to `to` rows made by the bench (from `from`) with INSERT … SELECT from
 * generate_series: one farmer per 20 listings (at least 50), spread over the 50 markets' districts
 * and states, the 28 catalogue crops, prices ₹10–₹100/kg, a quarter organic, 1 in 20 sold out and
 * 1 in 50 deleted, one listing a minute going back from 2026-11-01.
 */
async function fillListings(sql: Sql, from: number, to: number): Promise<void> {
  const farmers = Math.max(50, Math.ceil(to / 20))
  await sql.query(
    `insert into users (id, name, email, email_verified, location, roles, active_role)
     select 'bench-farmer-' || g, 'Farmer ' || g, 'bench-farmer-' || g || '@example.in', true,
            ($1::text[])[1 + g % cardinality($1::text[])], array['farmer'], 'farmer'
     from generate_series(1, $2::int) g
     on conflict (id) do nothing`,
    [MARKETS.map(([, district, state]) => `${district}, ${state}`), farmers],
  )
  await sql.query(
    `insert into products (farmer_id, product_name, price_paise, quantity_kg, category, organic,
                           created_at, updated_at, deleted_at)
     select 'bench-farmer-' || (1 + (g * 7919) % $5::int), c.name, 1000 + (g * 131) % 9000,
            case when g % 20 = 0 then 0 else 1 + (g * 17) % 2000 end, c.category, g % 4 = 0,
            t.at, t.at, case when g % 50 = 0 then t.at end
     from generate_series($3::int, $4::int) g
     cross join lateral (select ($1::text[])[1 + g % cardinality($1::text[])] as name,
                                ($2::text[])[1 + g % cardinality($2::text[])] as category) c
     cross join lateral (select timestamptz '2026-11-01 00:00+00' - make_interval(mins => g) as at) t`,
    [LISTING_CROPS.map((c) => c[0]), LISTING_CROPS.map((c) => c[1]), from, to - 1, farmers],
  )
  await sql.exec('vacuum analyze products')
  await sql.exec('vacuum analyze users')
}

/** EXPLAIN ANALYZE of the repo's own page query for a route (see LISTING_ROUTES), or null. */
async function explainListings(
  sql: Sql,
  route: (typeof LISTING_ROUTES)[number],
  farmerId: string,
): Promise<string[] | null> {
  let repo: {
    liveListingsQuery?: (db: unknown, q: unknown, near?: string | null) => { toSQL(): Q }
    ownListingsQuery?: (db: unknown, farmerId: string, page: number) => { toSQL(): Q }
  }
  type Q = { sql: string; params: unknown[] }
  try {
    const spec = '../../src/server/features/listings/listings.repo.ts'
    repo = (await import(spec)) as typeof repo
  } catch {
    return null
  }
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const db = drizzle.mock({ casing: 'snake_case' })
  const query = route.explain
    ? repo.liveListingsQuery?.(db, { sort: 'newest', limit: 60, ...route.explain }, null).toSQL()
    : repo.ownListingsQuery?.(db, farmerId, 1).toSQL()
  if (!query) return null
  const rows = await sql.query<Record<string, string>>(
    `explain (analyze, costs off, timing off) ${query.sql}`,
    query.params,
  )
  return rows.map((r) => Object.values(r)[0] ?? '')
}

const seqScanOfListings = (plan: string[]) => plan.some((l) => /Seq Scan on products\b/.test(l))
const executionMs = (plan: string[]) => {
  const m = plan.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find(Boolean)
  return m ? Number(m[1]) : Number.NaN
}

/** "60 of 94,512" from a list answer: the items the measured response held, of its total. */
function itemsOf(body: string): { text: string; count: number } {
  const b = JSON.parse(body) as { items?: unknown[]; total?: number }
  const count = b.items?.length ?? 0
  return { text: `${fmt(count)} of ${fmt(b.total ?? Number.NaN)}`, count }
}

/** "1.1 kB br (22.0 kB JSON)": the measured response's body as sent, and as JSON. */
function bytesOf(r: HttpResult): string {
  const json = Buffer.byteLength(r.body)
  const encoding = r.headers['content-encoding']
  return encoding
    ? `${kB(r.wireBytes)} ${String(encoding)} (${kB(json)} JSON)`
    : `${kB(json)} JSON, not compressed`
}
const kB = (bytes: number) => `${fmt(bytes / 1000, 1)} kB`

/**
 * The throughput reference: Fastify's hello-world in a process of its own, kept up for one
 * database's runs. On this shared 2-core machine its req/s moves by ±20 % between minutes, so a
 * budgeted route is judged against the hello-world measured just before and just after it (their
 * mean), not against one figure taken minutes earlier.
 */
class HelloWorld {
  private constructor(
    private readonly url: string,
    private readonly stop: () => Promise<void>,
  ) {}

  static async start(ctx: Context): Promise<HelloWorld> {
    const s = await spawnUntilReady({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')],
      env: shellEnv(),
      logFile: path.join(ctx.workDir, 'hello.log'),
      ready: /hello-world listening on/,
    })
    return new HelloWorld(/listening on (\S+)/.exec(s.readyLine)![1]!, () => stopChild(s.child))
  }

  /** One load of /hello with the same headers as the routes' (hello-world ignores Accept-Encoding). */
  measure(duration = DURATION_S): Promise<LoadResult> {
    return load({
      url: this.url,
      path: '/hello',
      headers: { ...BROWSER_ACCEPT_ENCODING },
      duration,
    })
  }

  /** `run` between two hello-world loads; `reference` is their mean req/s. */
  async beside<T extends LoadResult>(
    run: () => Promise<T>,
    duration = DURATION_S,
  ): Promise<{ result: T; before: LoadResult; after: LoadResult; reference: number }> {
    const before = await this.measure(duration)
    const result = await run()
    const after = await this.measure(duration)
    return { result, before, after, reference: (before.rps + after.rps) / 2 }
  }

  close(): Promise<void> {
    return this.stop()
  }
}

interface Setup {
  farmer: BenchUser | null
  notes: string[]
}

/** A farmer with 12 listings of their own (the /api/listings/mine figures). */
async function setUp(t: Target): Promise<Setup> {
  const notes: string[] = []
  const out: Setup = { farmer: null, notes }
  out.farmer = await register(t.url, 'farmer')
  try {
    for (let i = 0; i < 12; i++) {
      expectOk(
        await request(t.url, '/api/listings', {
          method: 'POST',
          headers: { cookie: out.farmer.cookie },
          body: { productName: i === 0 ? 'Onion' : `Crop ${i}`, price: 24.5 + i, quantity: 500 },
        }),
        'POST /api/listings',
      )
    }
  } catch (err) {
    notes.push((err as Error).message)
  }
  return out
}

type RouteRun = {
  name: string
  result: LoadResult | null
  /** Hello-world req/s its share is taken of. */
  reference?: number
  note?: string
  diagnostic?: boolean
}

function describe(r: LoadResult): string {
  const bad = r.non2xx + r.errors
  if (!bad) return ''
  return [
    r.non2xx
      ? `${fmt(r.non2xx)} of ${fmt(r.total)} not 2xx (${JSON.stringify(r.statusCodes)})`
      : '',
    r.errors ? `${fmt(r.errors)} errors or timeouts` : '',
  ]
    .filter(Boolean)
    .join('; ')
}

export async function apiAndGrowth(
  ctx: Context,
  parts: { api: boolean; growth: boolean },
): Promise<string[]> {
  const md: string[] = []
  const { dir: clientDist } = await ctx.builtClient()
  const apiCmd = ctx.commandFor('api')
  const growthCmd = ctx.commandFor('growth')
  const throughputRows: string[][] = []
  const growthRows: string[][] = []
  const listingRows: string[][] = []
  const listingPlans: string[] = []
  const planBlocks: string[] = []

  for (const kind of ctx.dbs) {
    let hello: HelloWorld | undefined
    console.log(`  ${kind}: starting the server`)
    const t = await Target.start({
      kind,
      workDir: ctx.dir(`api-${kind}`),
      clientDist,
      env: { LOAD_MARKET_DATA: 'false' },
    })
    try {
      const setup = await setUp(t)
      for (const n of setup.notes) console.log(`  ${kind}: ${n}`)

      // Market prices: grow the table step by step (or straight to 1M for the throughput run alone).
      // PostgreSQL is filled while the server runs, so p50 is measured at every size. The embedded
      // database needs the server stopped to be filled: when PostgreSQL gives the growth curve, the
      // embedded run fills all sizes in one stop (a plan at each size, p50 at 1M) to save restarts.
      let pricesNote: string | undefined
      const steps = parts.growth ? STEPS : [STEPS.at(-1)!]
      const batches = !t.liveSql && ctx.dbs.includes('postgres') ? [steps] : steps.map((d) => [d])
      let done = 0
      // The price list is farmer-only: every request carries the farmer's session, and asks for
      // compression as the browser does.
      const farmerHeaders = { cookie: setup.farmer?.cookie ?? '', ...BROWSER_ACCEPT_ENCODING }
      const probe = await request(t.url, PRICES_PROBE_PATH, { headers: farmerHeaders })
      if (isMissingRoute(probe)) pricesNote = 'not available yet (no GET /api/market-prices route)'
      for (const batch of batches) {
        if (pricesNote) break
        const plans = new Map<number, string[] | null>()
        try {
          const started = performance.now()
          let latestNote = ''
          await t.withSql(async (sql) => {
            if (!(await tableColumns(sql, 'market_prices')).length)
              throw new NotAvailable('no market_prices table yet')
            for (const days of batch) {
              await insertDays(sql, done, days)
              if (done === 0) latestNote = await fillLatest(sql)
              done = days
              plans.set(days, await explainList(sql, 'on'))
            }
          })
          console.log(
            `  ${kind}: ${fmt(SERIES * done)} rows in market_prices (${fmt((performance.now() - started) / 1000, 1)} s)${latestNote ? `; ${latestNote}` : ''}`,
          )
        } catch (err) {
          pricesNote =
            err instanceof NotAvailable
              ? `not available yet (${err.message})`
              : `failed: ${(err as Error).message}`
          break
        }
        const first = await request(t.url, PRICES_PATH, { headers: farmerHeaders })
        if (first.status !== 200) {
          pricesNote = isMissingRoute(first)
            ? 'not available yet (no GET /api/market-prices route)'
            : `failed: HTTP ${first.status} ${first.body.slice(0, 200)}`
          break
        }
        if (!parts.growth) continue
        for (const days of batch.slice(0, -1)) {
          const plan = plans.get(days) ?? null
          growthRows.push([
            kind,
            fmt(SERIES * days),
            'not measured',
            '',
            '',
            plan ? (seqScanOnBigTable(plan) ? '**yes**' : 'no') : 'plan n/a',
            'n/a',
          ])
          if (plan)
            planBlocks.push(
              `${kind}, ${fmt(SERIES * days)} rows:\n\n\`\`\`\n${plan.join('\n')}\n\`\`\``,
            )
        }
        const plan = plans.get(done) ?? null
        try {
          // p50 of one client's requests, and (PostgreSQL) whether they scanned the big table.
          const live = t.liveSql
          const counters = async () =>
            live
              ? ((
                  await live.query<{ seq: string; idx: string }>(
                    `select seq_scan::text as seq, coalesce(idx_scan, 0)::text as idx from pg_stat_user_tables where relname = 'market_prices'`,
                  )
                )[0] ?? null)
              : null
          const before = await counters()
          const times = await sequentialLatency(t.url, PRICES_PATH, SEQUENTIAL, {
            warmup: 100,
            headers: farmerHeaders,
          })
          await new Promise((r) => setTimeout(r, 1500)) // statistics reach pg_stat_* within ~1 s
          const after = await counters()
          const seqDelta = before && after ? Number(after.seq) - Number(before.seq) : null
          const body = JSON.parse(first.body) as { items?: unknown[]; total?: number }
          const planSeq = plan ? seqScanOnBigTable(plan) : null
          growthRows.push([
            kind,
            fmt(SERIES * done),
            fmt(median(times), 2),
            fmt(percentile(times, 99), 2),
            `${body.items?.length ?? '?'} of ${fmt(body.total ?? Number.NaN)}`,
            plan ? (planSeq ? '**yes**' : 'no') : 'plan n/a',
            seqDelta === null ? 'n/a' : fmt(seqDelta),
          ])
          if (plan)
            planBlocks.push(
              `${kind}, ${fmt(SERIES * done)} rows:\n\n\`\`\`\n${plan.join('\n')}\n\`\`\``,
            )
        } catch (err) {
          pricesNote = `failed: ${(err as Error).message.split('\n')[0]}`
          break
        }
      }

      if (parts.growth) {
        const mine = growthRows.filter((r) => r[0] === kind)
        const measured = mine.filter((r) => r[2] !== 'not measured')
        const p50s = measured.map((r) => Number(r[2]!.replace(/,/g, '')))
        const anySeq = mine.some((r) => r[5] === '**yes**' || (r[6] !== 'n/a' && r[6] !== '0'))
        // A measured page with no items measured nothing worth a curve (issue 21 point 4).
        const empty = measured.filter((r) => /^0 of/.test(r[4] ?? '') || /^\?/.test(r[4] ?? ''))
        // A p50 at one size only (embedded, filled in one stop): flat is judged by the plans alone.
        const flat =
          p50s.length === 1
            ? true
            : p50s.length === STEPS.length && p50s.at(-1)! <= 1.5 * p50s[0]! + 0.5
        ctx.report.budget({
          area: `market-prices growth (${kind})`,
          budget:
            'flat p50 10k→1M, index-backed, no seq scan of market_prices, every measured page has items',
          measured:
            pricesNote ??
            (p50s.length === 1
              ? `p50 ${measured[0]![2]} ms at 1M; plans at 10k/100k/1M: ${mine.map((r) => (r[5] === 'no' ? 'no scan of market_prices' : r[5])).join(', ')}`
              : `p50 ${measured.map((r) => r[2]).join(' → ')} ms${anySeq ? '; seq scan of market_prices' : ''}`) +
              (!pricesNote && empty.length
                ? `; **empty page** at ${empty.map((r) => r[1]).join(', ')} rows`
                : ''),
          status: pricesNote ? 'n/a' : statusOf(flat && !anySeq && empty.length === 0),
          command: growthCmd,
        })
      }

      if (!parts.api) continue
      // Throughput, all 50 connections × 10 s. Hello-world runs in its own process, measured just
      // before and just after market prices (the budget's reference is their mean); rows that are
      // not budgets take the hello-world measured last before them.
      console.log(`  ${kind}: hello-world and market prices`)
      const helloWorld = (hello = await HelloWorld.start(ctx))
      const helloRuns: RouteRun[] = []
      const runs: RouteRun[] = []
      const pricesName = `GET ${PRICES_PATH} (farmer, 1M rows)`
      if (pricesNote) {
        const alone = await helloWorld.measure()
        helloRuns.push({ name: 'Fastify hello-world (own process)', result: alone })
        runs.push({ name: pricesName, result: null, note: pricesNote })
      } else {
        const b = await helloWorld.beside(() =>
          load({ url: t.url, path: PRICES_PATH, headers: farmerHeaders }),
        )
        helloRuns.push(
          {
            name: 'Fastify hello-world (own process), just before market prices',
            result: b.before,
          },
          { name: 'Fastify hello-world (own process), just after market prices', result: b.after },
        )
        runs.push({ name: pricesName, result: b.result, reference: b.reference })
      }

      let lastHello = helloRuns.at(-1)!.result!.rps
      const farmerCookie = setup.farmer?.cookie ?? ''
      // Diagnostic: the session lookup every logged-in request pays, alone.
      runs.push({
        name: 'GET /api/session (farmer; the session lookup alone, 5 s)',
        result: await load({
          url: t.url,
          path: '/api/session',
          headers: { cookie: farmerCookie },
          duration: 5,
        }),
        reference: lastHello,
        diagnostic: true,
      })
      // Listings: grow the table 1k → 10k → 100k; at each size the repo's page query is EXPLAINed
      // and each route is loaded. The row states how many items the measured response held.
      const listingNotes: string[] = []
      const at100k = new Map<string, { rps: number; reference: number; items: number }>()
      /** Share of hello-world at 1k listings (the growth budget compares shares, not req/s minutes apart). */
      const at1k = new Map<string, number>()
      const seqAt100k: string[] = []
      let filled = 0
      for (const size of LISTING_STEPS) {
        try {
          const started = performance.now()
          const plans = await t.withSql(async (sql) => {
            await fillListings(sql, filled, size)
            filled = size
            const out = new Map<string, string[] | null>()
            for (const r of LISTING_ROUTES)
              out.set(r.name, await explainListings(sql, r, setup.farmer?.id ?? ''))
            return out
          })
          console.log(
            `  ${kind}: ${fmt(size)} bench listings (${fmt((performance.now() - started) / 1000, 1)} s)`,
          )
          for (const r of LISTING_ROUTES) {
            const headers = { cookie: farmerCookie, ...BROWSER_ACCEPT_ENCODING }
            const first = await request(t.url, r.path, { headers })
            if (first.status !== 200) {
              listingRows.push([kind, fmt(size), r.name, `failed: HTTP ${first.status}`])
              continue
            }
            const items = itemsOf(first.body)
            const loadRoute = () =>
              load({ url: t.url, path: r.path, headers, duration: LISTINGS_LOAD_S })
            // At 1k and 100k (the budgets' sizes) each route is measured between two hello-world loads.
            let result: LoadResult
            let reference = lastHello
            if (size === LISTING_STEPS[0] || size === LISTING_STEPS.at(-1)) {
              const b = await helloWorld.beside(loadRoute, LISTINGS_LOAD_S)
              result = b.result
              reference = b.reference
              lastHello = b.after.rps
            } else result = await loadRoute()
            const plan = plans.get(r.name) ?? null
            const seq = plan ? seqScanOfListings(plan) : null
            listingRows.push([
              kind,
              fmt(size),
              r.name,
              items.text,
              bytesOf(first),
              fmt(result.rps),
              fmt(reference),
              pct(result.rps, reference),
              fmt(result.p50),
              fmt(result.p99),
              plan ? fmt(executionMs(plan), 2) : 'n/a',
              seq === null ? 'n/a' : seq ? '**yes**' : 'no',
              describe(result),
            ])
            if (plan)
              listingPlans.push(
                `${kind}, ${fmt(size)} listings, ${r.name}:\n\n\`\`\`\n${plan.join('\n')}\n\`\`\``,
              )
            if (size === LISTING_STEPS[0]) at1k.set(r.name, result.rps / reference)
            if (size === LISTING_STEPS.at(-1)) {
              at100k.set(r.name, {
                rps: result.non2xx + result.errors ? 0 : result.rps,
                reference,
                items: items.count,
              })
              if (seq) seqAt100k.push(r.name)
              // Diagnostic: the same route for a client that asks for no compression (curl, a
              // script), whose every request carries the whole JSON.
              const plain = { cookie: farmerCookie }
              const identity = await request(t.url, r.path, { headers: plain })
              const raw = await load({
                url: t.url,
                path: r.path,
                headers: plain,
                duration: LISTINGS_LOAD_S,
              })
              listingRows.push([
                kind,
                fmt(size),
                `${r.name}, no compression asked (diagnostic)`,
                itemsOf(identity.body).text,
                bytesOf(identity),
                fmt(raw.rps),
                fmt(lastHello),
                pct(raw.rps, lastHello),
                fmt(raw.p50),
                fmt(raw.p99),
                '',
                '',
                describe(raw),
              ])
            }
          }
        } catch (err) {
          listingNotes.push(`${fmt(size)}: ${(err as Error).message.split('\n')[0]}`)
          break
        }
      }
      const shares = LISTING_ROUTES.map((r) => {
        const m = at100k.get(r.name)
        return { name: r.name, share: m ? m.rps / m.reference : Number.NaN, items: m?.items ?? 0 }
      })
      const measuredAll = shares.every((x) => Number.isFinite(x.share))
      ctx.report.budget({
        area: `GET /api/listings throughput at 100k listings (${kind})`,
        budget: `each route ≥ ${LISTINGS_SHARE_BUDGET * 100}% of hello-world req/s (measured just before and after it), with items in the answer`,
        measured: measuredAll
          ? shares
              .map(
                (x) => `${x.name.replace(/^GET /, '')} ${pct(x.share, 1)} (${fmt(x.items)} items)`,
              )
              .join('; ')
          : `not measured (${listingNotes.join('; ') || 'see the table'})`,
        status: measuredAll
          ? statusOf(shares.every((x) => x.share >= LISTINGS_SHARE_BUDGET && x.items > 0))
          : 'n/a',
        command: apiCmd,
      })
      const flats = LISTING_ROUTES.map((r) => ({
        name: r.name,
        // Each size's req/s as a share of the hello-world beside it: the machine's speed moves
        // between the two sizes' runs (minutes apart) more than the route does.
        ratio: (() => {
          const big = at100k.get(r.name)
          return big ? big.rps / big.reference / (at1k.get(r.name) ?? Number.NaN) : Number.NaN
        })(),
      }))
      ctx.report.budget({
        area: `GET /api/listings growth 1k→100k listings (${kind})`,
        budget: `req/s at 100k ≥ ${LISTINGS_FLAT * 100}% of req/s at 1k (each as a share of the hello-world beside it); no seq scan of products at 100k`,
        measured: measuredAll
          ? `${flats.map((f) => `${f.name.replace(/^GET /, '')} ${pct(f.ratio, 1)}`).join('; ')}${seqAt100k.length ? `; **seq scan** in ${seqAt100k.join(', ')}` : '; plans: no seq scan'}`
          : 'n/a',
        status: measuredAll
          ? statusOf(flats.every((f) => f.ratio >= LISTINGS_FLAT) && seqAt100k.length === 0)
          : 'n/a',
        command: apiCmd,
      })
      for (const h of helloRuns) {
        const r = h.result!
        throughputRows.push([
          kind,
          h.name,
          fmt(r.rps),
          '',
          '100%',
          fmt(r.p50),
          fmt(r.p99),
          describe(r),
        ])
      }
      for (const r of runs) {
        if (!r.result) {
          throughputRows.push([kind, r.name, r.note ?? 'n/a', '', '', '', '', ''])
          continue
        }
        throughputRows.push([
          kind,
          r.name,
          fmt(r.result.rps),
          fmt(r.reference ?? Number.NaN),
          pct(r.result.rps, r.reference ?? Number.NaN),
          fmt(r.result.p50),
          fmt(r.result.p99),
          describe(r.result),
        ])
      }
      const prices = runs[0]!
      const pricesRef = prices.reference ?? Number.NaN
      const share = prices.result ? prices.result.rps / pricesRef : Number.NaN
      const clean = prices.result ? prices.result.non2xx + prices.result.errors === 0 : false
      const ok = prices.result
        ? clean &&
          share >= SHARE_BUDGET[kind] &&
          (kind !== 'postgres' || prices.result.p99 <= P99_BUDGET_MS)
        : null
      ctx.report.budget({
        area: `market-prices throughput (${kind})`,
        budget: `≥ ${SHARE_BUDGET[kind] * 100}% of hello-world req/s (measured just before and after it)${kind === 'postgres' ? `, p99 ≤ ${P99_BUDGET_MS} ms` : ''}`,
        measured: prices.result
          ? `${fmt(prices.result.rps)} req/s = ${pct(prices.result.rps, pricesRef)} of ${fmt(pricesRef)}; p99 ${fmt(prices.result.p99)} ms${clean ? '' : `; ${describe(prices.result)}`}`
          : (prices.note ?? 'n/a'),
        status: statusOf(ok),
        command: apiCmd,
      })
      for (const r of runs.slice(1)) {
        if (r.diagnostic) continue
        ctx.report.budget({
          area: `${r.name} throughput (${kind})`,
          budget: 'report',
          measured: r.result
            ? `${fmt(r.result.rps)} req/s = ${pct(r.result.rps, r.reference ?? Number.NaN)} of hello-world; p50 ${fmt(r.result.p50)} ms, p99 ${fmt(r.result.p99)} ms${describe(r.result) ? `; ${describe(r.result)}` : ''}`
            : (r.note ?? 'n/a'),
          status: r.result ? 'report' : 'n/a',
          command: apiCmd,
        })
      }
    } finally {
      await hello?.close()
      await t.close()
    }
  }

  if (parts.api) {
    md.push(
      `### API throughput`,
      '',
      `autocannon, ${CONNECTIONS} connections for ${DURATION_S} s after a 2 s warm-up, from this process against the server ` +
        `started as \`npm start\` does (built client, LOG_LEVEL=info, pino to a file) on a temporary database. ` +
        `req/s is the median of the one-second counts; latency in ms. Market prices: ${fmt(SERIES * STEPS.at(-1)!)} rows ` +
        `(${fmt(SERIES)} series × ${STEPS.at(-1)} days, made with INSERT … SELECT from generate_series). ` +
        `Every request sends its own X-Forwarded-For (TRUST_PROXY=true) so ` +
        `per-address limits apply per simulated client, and Chromium's Accept-Encoding (hello-world's too) so ` +
        `answers come as a browser gets them. ` +
        `"/api/session" is a diagnostic: the session lookup every ` +
        `logged-in request pays, alone. Hello-world (Fastify's, in its own process) is measured just before and just ` +
        `after market prices, and the route's share is of their mean ("hello-world req/s"): on this shared machine ` +
        `hello-world moves by ±20 % from one minute to the next, more than the routes' own differences. Command: \`${apiCmd}\`.`,
      '',
      table(
        [
          'database',
          'route',
          'req/s',
          'hello-world req/s',
          '÷ hello-world',
          'p50',
          'p99',
          'errors',
        ],
        throughputRows,
      ),
      '',
      `### Listings`,
      '',
      `GET /api/listings (public browse) and /api/listings/mine (the farmer's own, 12 listings) as the table grows ` +
        `to ${LISTING_STEPS.map((n) => fmt(n)).join(', ')} listings made with INSERT … SELECT from generate_series ` +
        `(one farmer per 20 listings across the 50 markets' districts and states, the 28 catalogue crops, ₹10–₹100/kg, ` +
        `a quarter organic, 1 in 20 sold out, 1 in 50 deleted). autocannon, ${CONNECTIONS} connections for ` +
        `${LISTINGS_LOAD_S} s after a 2 s warm-up at each size, every request with the farmer's session and Chromium's \`Accept-Encoding: gzip, deflate, br, zstd\` ` +
        `(as the pages ask; at 100k each route is also measured without it, as a diagnostic). At 1k and 100k (the budgets' sizes) each ` +
        `route is measured between two hello-world loads of ${LISTINGS_LOAD_S} s and its share is of their mean; the other rows ` +
        `take the hello-world measured last before them ("hello-world req/s" says which). "items" is what the measured response held (items ` +
        `of total); "body" is its size as sent. "query ms" and "seq scan" are EXPLAIN ANALYZE of the repo's page query (\`liveListingsQuery\`, ` +
        `\`ownListingsQuery\`) at that size, i.e. the cost of an answer not served from a cache. ` +
        `Command: \`${apiCmd}\`.`,
      '',
      table(
        [
          'database',
          'listings',
          'route',
          'items',
          'body',
          'req/s',
          'hello-world req/s',
          '÷ hello-world',
          'p50',
          'p99',
          'query ms',
          'seq scan',
          'errors',
        ],
        listingRows,
      ),
      '',
    )
    if (listingPlans.length)
      md.push(
        '<details><summary>Listings query plans</summary>',
        '',
        ...listingPlans.map((p) => `${p}\n`),
        '</details>',
        '',
      )
  }
  if (parts.growth) {
    md.push(
      `### Growth of market_prices`,
      '',
      `One client, ${SEQUENTIAL} sequential \`GET ${PRICES_PATH}\` (farmer) after 100 warm-up requests, at each size; the table ` +
        `grows by older days (${fmt(SERIES)} series). "seq scans" is the change of pg_stat_user_tables.seq_scan on ` +
        `market_prices over those requests (PostgreSQL only); the plan is EXPLAIN ANALYZE of the repo's ` +
        `\`listLatestSql('on')\`. Flat = p50 at 1M ≤ 1.5× p50 at 10k (+0.5 ms). The embedded database must be ` +
        `stopped to be filled, so when PostgreSQL gives the curve it is filled to each size in one stop (a plan ` +
        `at each size, p50 at 1M only). Command: \`${growthCmd}\`.`,
      '',
      table(
        ['database', 'rows', 'p50 ms', 'p99 ms', 'page 3 items', 'seq scan in plan', 'seq scans'],
        growthRows,
      ),
      '',
    )
    if (planBlocks.length)
      md.push(
        '<details><summary>Query plans</summary>',
        '',
        ...planBlocks.map((p) => `${p}\n`),
        '</details>',
        '',
      )
  }
  return md
}
