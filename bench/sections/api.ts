import path from 'node:path'
import type { Context } from '../lib/context.ts'
import {
  expectOk,
  isMissingRoute,
  login,
  nextIp,
  pool,
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
  SERIES,
  seqScanOnBigTable,
  tableColumns,
} from '../lib/market-data.ts'
import { ROOT, shellEnv, spawnUntilReady, stopChild } from '../lib/proc.ts'
import { NotAvailable, statusOf, table } from '../lib/report.ts'
import { fmt, median, pct, percentile } from '../lib/stats.ts'
import { Target, type DbKind } from '../lib/target.ts'

const PRICES_PATH = '/api/market-prices?q=on&page=3'
/** Days of history per series at each growth step: 5 → 10k rows, 50 → 100k, 500 → 1M. */
const STEPS = [5, 50, 500]
const SEQUENTIAL = 300
const SHARE_BUDGET: Record<DbKind, number> = { postgres: 0.4, embedded: 0.15 }
const P99_BUDGET_MS = 30
/** Buyer sessions the checkout load rotates over (orders are limited to 60 a minute per session). */
const ORDER_SESSIONS = 120

async function helloWorld(ctx: Context): Promise<LoadResult> {
  const s = await spawnUntilReady({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')],
    env: shellEnv(),
    logFile: path.join(ctx.workDir, 'hello.log'),
    ready: /hello-world listening on/,
  })
  try {
    const url = /listening on (\S+)/.exec(s.readyLine)![1]!
    return await load({ url, path: '/hello' })
  } finally {
    await stopChild(s.child)
  }
}

interface Setup {
  farmer: BenchUser | null
  buyer: BenchUser | null
  listingId: string | null
  notes: string[]
}

/** A farmer with 12 listings (one of 1,000,000 kg for the checkout run) and a buyer. */
async function setUp(t: Target): Promise<Setup> {
  const notes: string[] = []
  const out: Setup = { farmer: null, buyer: null, listingId: null, notes }
  out.farmer = await register(t.url, 'farmer')
  out.buyer = await register(t.url, 'buyer')
  try {
    for (let i = 0; i < 12; i++) {
      const r = expectOk(
        await request(t.url, '/api/listings', {
          method: 'POST',
          headers: { cookie: out.farmer.cookie },
          body: {
            productName: i === 0 ? 'Onion' : `Crop ${i}`,
            price: 24.5 + i,
            quantity: i === 0 ? 1_000_000 : 500,
          },
        }),
        'POST /api/listings',
      )
      if (i === 0) out.listingId = (JSON.parse(r.body) as { id: string }).id
    }
  } catch (err) {
    notes.push((err as Error).message)
  }
  return out
}

const orderBody = (productId: string, key: string) =>
  JSON.stringify({
    lines: [{ kind: 'listing', productId, quantityKg: 1 }],
    delivery: {
      fullName: 'Bench Buyer',
      address: '12 MG Road, Shivajinagar, Pune 411005',
      phone: '9876543210',
    },
    payment: 'COD',
    idempotencyKey: key,
  })

type RouteRun = { name: string; result: LoadResult | null; note?: string; diagnostic?: boolean }

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
  const planBlocks: string[] = []

  for (const kind of ctx.dbs) {
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
      // The price list is farmer-only: every request carries the farmer's session.
      const farmerHeaders = { cookie: setup.farmer?.cookie ?? '' }
      const probe = await request(t.url, PRICES_PATH, { headers: farmerHeaders })
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
        // A p50 at one size only (embedded, filled in one stop): flat is judged by the plans alone.
        const flat =
          p50s.length === 1
            ? true
            : p50s.length === STEPS.length && p50s.at(-1)! <= 1.5 * p50s[0]! + 0.5
        ctx.report.budget({
          area: `market-prices growth (${kind})`,
          budget: 'flat p50 10k→1M, index-backed, no seq scan of market_prices',
          measured:
            pricesNote ??
            (p50s.length === 1
              ? `p50 ${measured[0]![2]} ms at 1M; plans at 10k/100k/1M: ${mine.map((r) => (r[5] === 'no' ? 'no scan of market_prices' : r[5])).join(', ')}`
              : `p50 ${measured.map((r) => r[2]).join(' → ')} ms${anySeq ? '; seq scan of market_prices' : ''}`),
          status: pricesNote ? 'n/a' : statusOf(flat && !anySeq),
          command: growthCmd,
        })
      }

      if (!parts.api) continue
      // Throughput: hello-world first (its own process), then each route, all 50 connections × 10 s.
      console.log(`  ${kind}: hello-world`)
      const hello = await helloWorld(ctx)
      const runs: RouteRun[] = []
      runs.push(
        pricesNote
          ? { name: `GET ${PRICES_PATH} (farmer, 1M rows)`, result: null, note: pricesNote }
          : {
              name: `GET ${PRICES_PATH} (farmer, 1M rows)`,
              result: await load({ url: t.url, path: PRICES_PATH, headers: farmerHeaders }),
            },
      )
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
        diagnostic: true,
      })
      const ownListingsProbe = await request(t.url, '/api/listings/mine', {
        headers: { cookie: farmerCookie },
      })
      runs.push(
        ownListingsProbe.status === 200
          ? {
              name: 'GET /api/listings/mine (farmer)',
              result: await load({
                url: t.url,
                path: '/api/listings/mine',
                headers: { cookie: farmerCookie },
              }),
            }
          : {
              name: 'GET /api/listings/mine (farmer)',
              result: null,
              note: isMissingRoute(ownListingsProbe)
                ? 'not available yet'
                : `failed: HTTP ${ownListingsProbe.status}`,
            },
      )
      if (!setup.listingId || !setup.buyer) {
        runs.push({
          name: 'POST /api/orders (buyer)',
          result: null,
          note: `not available yet (${setup.notes.join('; ') || 'no listing'})`,
        })
      } else {
        const listingId = setup.listingId
        const buyerCookie = setup.buyer.cookie
        const probe = await request(t.url, '/api/orders', {
          method: 'POST',
          headers: {
            cookie: buyerCookie,
            'content-type': 'application/json',
            'x-forwarded-for': nextIp(),
          },
          body: JSON.parse(orderBody(listingId, `bench-probe-${Date.now()}`)),
        })
        if (probe.status !== 201) {
          runs.push({
            name: 'POST /api/orders (buyer)',
            result: null,
            note: isMissingRoute(probe)
              ? 'not available yet'
              : `failed: HTTP ${probe.status} ${probe.body.slice(0, 200)}`,
          })
        } else {
          // Orders are limited per session (60 a minute), so the load rotates over many sessions
          // of the buyer: a throughput figure of the route, not of its limiter.
          const cookies: string[] = []
          await pool(Array.from({ length: ORDER_SESSIONS }), 4, async () => {
            cookies.push(await login(t.url, setup.buyer!.email))
          })
          let k = 0
          const stamp = Date.now()
          const result = await load({
            url: t.url,
            path: '/api/orders',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({
              ...req,
              headers: {
                ...req.headers,
                cookie: cookies[k % cookies.length]!,
                'x-forwarded-for': nextIp(),
              },
              body: orderBody(listingId, `bench-${stamp}-${++k}`),
            }),
          })
          runs.push({ name: 'POST /api/orders (buyer)', result })
        }
      }
      throughputRows.push([
        kind,
        'Fastify hello-world (own process)',
        fmt(hello.rps),
        '100%',
        fmt(hello.p50),
        fmt(hello.p99),
        describe(hello),
      ])
      for (const r of runs) {
        if (!r.result) {
          throughputRows.push([kind, r.name, r.note ?? 'n/a', '', '', '', ''])
          continue
        }
        throughputRows.push([
          kind,
          r.name,
          fmt(r.result.rps),
          pct(r.result.rps, hello.rps),
          fmt(r.result.p50),
          fmt(r.result.p99),
          describe(r.result),
        ])
      }
      const prices = runs[0]!
      const share = prices.result ? prices.result.rps / hello.rps : Number.NaN
      const clean = prices.result ? prices.result.non2xx + prices.result.errors === 0 : false
      const ok = prices.result
        ? clean &&
          share >= SHARE_BUDGET[kind] &&
          (kind !== 'postgres' || prices.result.p99 <= P99_BUDGET_MS)
        : null
      ctx.report.budget({
        area: `market-prices throughput (${kind})`,
        budget: `≥ ${SHARE_BUDGET[kind] * 100}% of hello-world req/s${kind === 'postgres' ? `, p99 ≤ ${P99_BUDGET_MS} ms` : ''}`,
        measured: prices.result
          ? `${fmt(prices.result.rps)} req/s = ${pct(prices.result.rps, hello.rps)} of ${fmt(hello.rps)}; p99 ${fmt(prices.result.p99)} ms${clean ? '' : `; ${describe(prices.result)}`}`
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
            ? `${fmt(r.result.rps)} req/s = ${pct(r.result.rps, hello.rps)} of hello-world; p50 ${fmt(r.result.p50)} ms, p99 ${fmt(r.result.p99)} ms${describe(r.result) ? `; ${describe(r.result)}` : ''}`
            : (r.note ?? 'n/a'),
          status: r.result ? 'report' : 'n/a',
          command: apiCmd,
        })
      }
    } finally {
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
        `(${fmt(SERIES)} series × ${STEPS.at(-1)} days, made with INSERT … SELECT from generate_series). Orders: one ` +
        `1 kg line of a 1,000,000 kg listing, a new idempotencyKey per request, rotating over ${ORDER_SESSIONS} sessions of the buyer (orders are ` +
        `limited to 60 a minute per session). Every request sends its own X-Forwarded-For (TRUST_PROXY=true) so ` +
        `per-address limits apply per simulated client. "/api/session" is a diagnostic: the session lookup every ` +
        `logged-in request pays, alone. Command: \`${apiCmd}\`.`,
      '',
      table(
        ['database', 'route', 'req/s', '÷ hello-world', 'p50', 'p99', 'errors'],
        throughputRows,
      ),
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
