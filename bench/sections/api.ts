// `npm run bench -- --only api,growth`: each database's server started as `npm start` does; market
// prices grown to 1M rows (api-prices.ts) and listings to 100k (api-listings.ts), each route's
// throughput judged beside Fastify's hello-world measured in the same run (api-reference.ts).
import type { Context } from '../lib/context.ts'
import {
  BROWSER_ACCEPT_ENCODING,
  expectOk,
  register,
  request,
  type BenchUser,
} from '../lib/http.ts'
import { CONNECTIONS, DURATION_S, load } from '../lib/load.ts'
import { SERIES } from '../lib/market-data.ts'
import { table } from '../lib/report.ts'
import { fmt, pct } from '../lib/stats.ts'
import { Target } from '../lib/target.ts'
import { listingsMarkdown, measureListings, type ListingsTables } from './api-listings.ts'
import {
  growthMarkdown,
  marketPricesBudget,
  marketPricesGrowth,
  PRICES_PATH,
  STEPS,
  type GrowthTables,
} from './api-prices.ts'
import { describe, HelloWorld, type RouteRun } from './api-reference.ts'

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

export async function apiAndGrowth(
  ctx: Context,
  parts: { api: boolean; growth: boolean },
): Promise<string[]> {
  const md: string[] = []
  const { dir: clientDist } = await ctx.builtClient()
  const apiCmd = ctx.commandFor('api')
  const growthCmd = ctx.commandFor('growth')
  const throughputRows: string[][] = []
  const growth: GrowthTables = { rows: [], plans: [] }
  const listings: ListingsTables = { rows: [], plans: [] }

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

      // The price list is farmer-only: every request carries the farmer's session, and asks for
      // compression as the browser does.
      const farmerHeaders = { cookie: setup.farmer?.cookie ?? '', ...BROWSER_ACCEPT_ENCODING }
      const pricesNote = await marketPricesGrowth(ctx, t, kind, parts.growth, farmerHeaders, growth)
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

      const lastHello = helloRuns.at(-1)!.result!.rps
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
      await measureListings(ctx, t, kind, setup.farmer, helloWorld, lastHello, listings)
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
      marketPricesBudget(ctx, kind, runs[0]!)
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
      ...listingsMarkdown(apiCmd, listings),
    )
  }
  if (parts.growth) md.push(...growthMarkdown(growthCmd, growth))
  return md
}
