import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SESSION_COOKIE } from '../../src/server/plugins/auth/session-constants.ts'
import type { Context } from '../lib/context.ts'
import { nextIp, request } from '../lib/http.ts'
import { CONNECTIONS, DURATION_S, load, type LoadResult } from '../lib/load.ts'
import { ROOT, shellEnv, spawnUntilReady, stopChild } from '../lib/proc.ts'
import { statusOf, table } from '../lib/report.ts'
import { fmt, pct } from '../lib/stats.ts'
import { Target, type DbKind, type Sql } from '../lib/target.ts'

// Checkout at marketplace load. 1,000 listings of 100 farmers and 500 buyers
// (written with SQL, sessions included, so the run does not wait for 600 password hashes); then
// autocannon POSTs orders spread over the listings by all buyers, and all on one hot listing.
// After the runs the database must hold what every accepted order promises.

const FARMERS = 100
const LISTINGS = 1_000
const BUYERS = 500
/** Stock of every listing: more than a run can sell, so refusals never flatter req/s. */
const STOCK_KG = 1_000_000
const SECRET = 'bench-checkout-secret-'.padEnd(48, 'x')
/** Per-buyer checkout limit of the bench server (ORDERS_MAX_PER_MINUTE; default 60). */
const ORDERS_PER_MINUTE = 1_000_000

/**
 * CPU ms per order (server + on PostgreSQL its backends), spread and hot alike: orders/s moved
 * threefold between two machines of one kind, CPU per order far less (docs/decisions/018-…).
 * About a third above the highest figure of a busy 2-core machine (load average 10–18).
 */
const BUDGET_CPU_MS: Record<DbKind, number> = { postgres: 2.0, embedded: 2.5 }

/** The session cookie of a bench buyer, signed as better-auth signs it (session-cache.ts). */
function cookieOf(token: string): string {
  const sig = createHmac('sha256', SECRET).update(token).digest('base64')
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${sig}`)}`
}

async function seed(sql: Sql): Promise<Array<{ id: string; pricePaise: number }>> {
  await sql.exec(`
    insert into users (id, name, email, phone, roles, active_role)
      select 'bench-farmer-' || i, 'Bench Farmer ' || i, 'bench-farmer-' || i || '@example.in',
             '+9198' || lpad(i::text, 8, '0'), array['farmer'], 'farmer'
        from generate_series(1, ${FARMERS}) i;
    insert into users (id, name, email, phone, roles, active_role)
      select 'bench-buyer-' || i, 'Bench Buyer ' || i, 'bench-buyer-' || i || '@example.in',
             '+9197' || lpad(i::text, 8, '0'), array['buyer'], 'buyer'
        from generate_series(1, ${BUYERS}) i;
    insert into sessions (id, token, user_id, expires_at)
      select 'bench-session-' || i, 'bench-token-' || i, 'bench-buyer-' || i, now() + interval '7 days'
        from generate_series(1, ${BUYERS}) i;
    insert into products (farmer_id, product_name, price_paise, quantity_kg, category)
      select 'bench-farmer-' || (1 + i % ${FARMERS}), 'Bench Crop ' || i, 2000 + i, ${STOCK_KG}, 'Vegetables'
        from generate_series(1, ${LISTINGS}) i;
  `)
  return (
    await sql.query<{ id: string; price_paise: number }>(
      `select id, price_paise from products where farmer_id like 'bench-farmer-%' order by id`,
    )
  ).map((r) => ({ id: r.id, pricePaise: Number(r.price_paise) }))
}

/** Broken promises, by name: each count must be 0. */
async function invariants(sql: Sql): Promise<Record<string, number>> {
  const [row] = await sql.query<Record<string, string>>(`
    select
      (select count(*) from products p where p.farmer_id like 'bench-farmer-%' and (p.quantity_kg < 0
          or ${STOCK_KG} - p.quantity_kg <> coalesce((select sum(i.quantity_kg) from order_items i
                                                       where i.product_id = p.id), 0)))
        as "stock left + sold ≠ initial",
      (select count(*) from orders o where o.total_paise <> coalesce((select sum(i.line_total_paise)
          from order_items i where i.order_id = o.id), -1))
        as "orders without lines or with a wrong total",
      (select count(*) from order_items i where not exists
          (select 1 from supply_chain_orders s where s.order_item_id = i.id))
        as "lines without a supply-chain order",
      (select count(*) from supply_chain_orders s where s.order_number is not null and
          (select count(*) from outbox x where x.idempotency_key in
             ('newOrder:' || s.id || ':sms', 'newOrder:' || s.id || ':email')) <> 2)
        as "supply-chain orders without their SMS and email",
      (select count(*) from orders o where not exists (select 1 from live_events e
          where e.topic = 'buyer:' || o.buyer_id and e.payload->>'orderId' = o.id::text))
        as "orders without the buyer's live event",
      (select count(*) from supply_chain_orders s where not exists (select 1 from live_events e
          where e.topic = 'farmer:' || s.farmer_id and e.payload->>'id' = s.id::text))
        as "supply-chain orders without the farmer's live event",
      (select count(*) from orders) as orders
  `)
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]))
}

const orderBody = (productId: string, seenPricePaise: number, key: string) =>
  JSON.stringify({
    lines: [{ kind: 'listing', productId, quantityKg: 1, seenPricePaise }],
    delivery: {
      fullName: 'Bench Buyer',
      address: '12 MG Road, Shivajinagar, Pune 411005',
      phone: '9876543210',
    },
    payment: 'COD',
    idempotencyKey: key,
  })

/**
 * CPU time (user + system, ms) the processes have used so far, from Linux's /proc (CLK_TCK 100);
 * a process that is gone counts 0. Unlike req/s, CPU per order hardly moves with what else runs
 * on the machine, so it compares two runs on a busy machine.
 */
function cpuMsOf(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after "pid (comm) ": state is field 3, utime 14 and stime 15.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(f[11]) + Number(f[12])
    } catch {
      // Not Linux, or the process ended.
    }
  }
  return ticks * 10
}

function describe(r: LoadResult): string {
  return [
    r.non2xx ? `${fmt(r.non2xx)} not 2xx (${JSON.stringify(r.statusCodes)})` : '',
    r.errors ? `${fmt(r.errors)} errors or timeouts` : '',
  ]
    .filter(Boolean)
    .join('; ')
}

async function helloWorld(workDir: string): Promise<LoadResult> {
  const s = await spawnUntilReady({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')],
    env: shellEnv(),
    logFile: path.join(workDir, 'hello.log'),
    ready: /hello-world listening on/,
  })
  try {
    return await load({ url: /listening on (\S+)/.exec(s.readyLine)![1]!, path: '/hello' })
  } finally {
    await stopChild(s.child)
  }
}

/** CPU ms of each process now, by pid (see cpuMsOf). */
const cpuByPid = (pids: number[]) => new Map(pids.map((p) => [p, cpuMsOf([p])]))
/** CPU ms the processes used since `before` (a process new since then counts all of its own). */
const cpuSince = (before: Map<number, number>, pids: number[]) =>
  pids.reduce((ms, p) => ms + cpuMsOf([p]) - (before.get(p) ?? 0), 0)

export async function checkout(ctx: Context): Promise<string[]> {
  const { dir: clientDist } = await ctx.builtClient()
  const cmd = ctx.commandFor('checkout')
  const rows: string[][] = []
  const broken: string[] = []
  for (const kind of ctx.dbs) {
    console.log(`  ${kind}: starting the server`)
    const workDir = ctx.dir(`checkout-${kind}`)
    const t = await Target.start({
      kind,
      workDir,
      clientDist,
      env: {
        LOAD_MARKET_DATA: 'false',
        SESSION_SECRET: SECRET,
        ORDERS_MAX_PER_MINUTE: String(ORDERS_PER_MINUTE),
        // Each buyer orders again and again from the same farmers, every line left Pending: far
        // above the Cash on Delivery cap (10 per farmer), which this section does not measure.
        COD_MAX_PENDING_LINES_PER_FARMER: '1000000',
        // BENCH_JOBS=false: a diagnostic run without the outbox worker (how much of checkout it costs).
        ...(process.env.BENCH_JOBS ? { JOBS: process.env.BENCH_JOBS } : {}),
      },
    })
    try {
      const listings = await t.withSql(seed)
      const cookies = Array.from({ length: BUYERS }, (_, i) => cookieOf(`bench-token-${i + 1}`))
      const probe = await request(t.url, '/api/orders', {
        method: 'POST',
        headers: { cookie: cookies[0]!, 'x-forwarded-for': nextIp() },
        body: JSON.parse(orderBody(listings[1]!.id, listings[1]!.pricePaise, 'bench-probe')),
      })
      if (probe.status !== 201)
        throw new Error(`probe order: HTTP ${probe.status} ${probe.body.slice(0, 300)}`)
      const items = (JSON.parse(probe.body) as { lines: unknown[] }).lines.length
      console.log(`  ${kind}: hello-world`)
      const hello = await helloWorld(workDir)
      // The server's CPU and (PostgreSQL) its database backends' (checkout's and the outbox
      // worker's connections), per order sent (the warm-up's included: k counts every request).
      const backends = async () =>
        (
          (await t.liveSql?.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database()`,
          )) ?? []
        ).map((r) => Number(r.pid))
      // The cluster's WAL writer, checkpointer and background writer: shared with every database
      // of the server (other tests' too), so reported apart, for context only.
      const background = async () =>
        (
          (await t.liveSql?.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where backend_type in ('walwriter', 'checkpointer', 'background writer')`,
          )) ?? []
        ).map((r) => Number(r.pid))
      const run = async (pick: (k: number) => { id: string; pricePaise: number }, tag: string) => {
        let k = 0
        const dbBefore = cpuByPid(await backends())
        const bgBefore = cpuByPid(await background())
        const serverBefore = cpuMsOf([t.server.pid])
        const load1 = os.loadavg()[0]!
        const r = await load({
          url: t.url,
          path: '/api/orders',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            k++
            const l = pick(k)
            return {
              ...req,
              headers: {
                ...req.headers,
                cookie: cookies[k % BUYERS]!,
                'x-forwarded-for': nextIp(),
              },
              body: orderBody(l.id, l.pricePaise, `bench-${tag}-${k}`),
            }
          },
        })
        const serverMs = cpuMsOf([t.server.pid]) - serverBefore
        const dbMs = cpuSince(dbBefore, await backends())
        const bgMs = cpuSince(bgBefore, await background())
        const cpu = `${(serverMs / k).toFixed(2)}${kind === 'postgres' ? ` + ${(dbMs / k).toFixed(2)} = ${((serverMs + dbMs) / k).toFixed(2)} (bg ${(bgMs / k).toFixed(2)})` : ''}`
        console.log(
          `  ${kind} ${tag}: ${fmt(r.rps)} orders/s, p99 ${fmt(r.p99)} ms, CPU ms/order ${cpu}, ${fmt(k)} sent, load ${load1.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
        )
        return { ...r, cpu, cpuMs: (serverMs + dbMs) / k }
      }
      // What the server and its backends use with no orders coming (timers, the outbox worker's
      // polls): over a run of n orders it adds idle × seconds ÷ n to each order's figure.
      const idleDb = cpuByPid(await backends())
      const idleServer = cpuMsOf([t.server.pid])
      await new Promise((r) => setTimeout(r, 5_000))
      const idle = `${((cpuMsOf([t.server.pid]) - idleServer) / 5).toFixed(1)} + ${(cpuSince(idleDb, await backends()) / 5).toFixed(1)}`
      console.log(`  ${kind}: idle CPU ms/s (server + database) ${idle}`)
      console.log(`  ${kind}: orders over ${fmt(LISTINGS)} listings`)
      // A stride prime to 1,000 visits every listing before it repeats one.
      const spread = await run((k) => listings[(k * 7919) % LISTINGS]!, 'spread')
      console.log(`  ${kind}: orders on one hot listing`)
      const hot = await run(() => listings[0]!, 'hot')
      const found = await t.withSql(invariants)
      const bad = Object.entries(found).filter(([k, v]) => k !== 'orders' && v !== 0)
      const invariantText = bad.length
        ? `**broken**: ${bad.map(([k, v]) => `${fmt(v)} ${k}`).join('; ')}`
        : `all hold (${fmt(found.orders)} orders)`
      if (bad.length) broken.push(`${kind}: ${invariantText}`)
      rows.push([
        kind,
        'Fastify hello-world (own process)',
        '',
        fmt(hello.rps),
        '100%',
        fmt(hello.p50),
        fmt(hello.p99),
        '',
        describe(hello),
      ])
      const named: Array<[string, LoadResult & { cpu: string }]> = [
        [`over ${fmt(LISTINGS)} listings, ${BUYERS} buyers`, spread],
        ['one hot listing, 500 buyers', hot],
      ]
      for (const [name, r] of named)
        rows.push([
          kind,
          name,
          String(items),
          fmt(r.rps),
          pct(r.rps, hello.rps),
          fmt(r.p50),
          fmt(r.p99),
          r.cpu,
          describe(r),
        ])
      rows.push([kind, `invariants after both runs`, '', '', '', '', '', '', invariantText])

      const budget = BUDGET_CPU_MS[kind]
      const clean = (r: LoadResult) => r.non2xx + r.errors === 0
      const budgets = [
        [`checkout over ${fmt(LISTINGS)} listings (${kind})`, spread],
        [`checkout on one hot listing (${kind})`, hot],
      ] as const
      for (const [area, r] of budgets)
        ctx.report.budget({
          area,
          budget: `≤ ${budget.toFixed(1)} CPU ms per order${kind === 'postgres' ? ' (server + database)' : ''}, no errors, invariants hold (no oversell)`,
          measured: `${r.cpuMs.toFixed(2)} CPU ms per order; ${fmt(r.rps)} orders/s of ${items} item, p99 ${fmt(r.p99)} ms${clean(r) ? '' : `; ${describe(r)}`}; invariants ${bad.length ? 'broken' : 'hold'}`,
          status: statusOf(clean(r) && !bad.length && r.cpuMs <= budget),
          command: cmd,
        })
    } finally {
      await t.close()
    }
  }
  return [
    `${fmt(LISTINGS)} listings (${fmt(STOCK_KG)} kg each) of ${FARMERS} farmers and ${BUYERS} buyers with a session ` +
      `each, written with SQL before the server takes load. autocannon, ${CONNECTIONS} connections for ${DURATION_S} s after ` +
      `a 2 s warm-up; each request is one buyer's COD order of one 1 kg line (the web client's body: seenPricePaise ` +
      `included), a new idempotencyKey each, the buyer rotating over all ${BUYERS}; "items" is the lines of the order ` +
      `in the response. Spread: the listing steps through all ${fmt(LISTINGS)}; hot: every order takes from the ` +
      `same listing. The bench server runs with ORDERS_MAX_PER_MINUTE=${fmt(ORDERS_PER_MINUTE)} (default 60 per buyer), ` +
      `so the figure is the checkout's, not its limiter's; every request sends its own X-Forwarded-For ` +
      `(TRUST_PROXY=true). After both runs the database is checked: for every listing stock left + kg sold = initial ` +
      `and never negative, every order has lines summing to its total, every line a supply-chain order, every ` +
      `supply-chain order its SMS and email in the outbox and the farmer's live event, every order the buyer's live ` +
      `event. req/s is the median of the one-second counts; latency in ms. "CPU ms/order" is the CPU time (user + ` +
      `system) the server used per order sent, plus on PostgreSQL its database connections' (checkout's and the ` +
      `outbox worker's backends) and their sum; "bg" is the cluster's WAL writer, checkpointer and background ` +
      `writer (shared with other databases, not in the sum). It moves far less with other load on the machine ` +
      `than req/s does, so the budgets are stated in it. Command: \`${cmd}\`.`,
    '',
    table(
      [
        'database',
        'orders',
        'items',
        'req/s',
        '÷ hello-world',
        'p50',
        'p99',
        'CPU ms/order',
        'errors',
      ],
      rows,
    ),
    '',
    ...(broken.length ? [`Invariants broken: ${broken.join('; ')}`, ''] : []),
  ]
}
