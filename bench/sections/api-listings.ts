// GET /api/listings (public browse) and /api/listings/mine as the listings table grows 1k → 10k →
// 100k: throughput beside hello-world, the repo's page query EXPLAINed at each size, and the two
// budgets (share of hello-world at 100k, flat from 1k to 100k).
import { CATALOGUE } from '../../src/core/catalogue/catalogue.ts'
import type { Context } from '../lib/context.ts'
import { BROWSER_ACCEPT_ENCODING, request, type BenchUser } from '../lib/http.ts'
import { CONNECTIONS, load, type LoadResult } from '../lib/load.ts'
import { MARKETS } from '../lib/market-data.ts'
import { statusOf, table } from '../lib/report.ts'
import { fmt, pct } from '../lib/stats.ts'
import type { DbKind, Sql, Target } from '../lib/target.ts'
import { bytesOf, describe, itemsOf, type HelloWorld } from './api-reference.ts'

/** Listings in the table at each step of the listings run. */
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
 * and states, the 28 catalogue crops (with the crop each resolves to), prices ₹10–₹100/kg, a quarter organic, 1 in 20 sold out and
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
    `insert into products (farmer_id, product_name, crop, price_paise, quantity_kg, category,
                           organic, created_at, updated_at, deleted_at)
     select 'bench-farmer-' || (1 + (g * 7919) % $5::int), c.name, c.crop, 1000 + (g * 131) % 9000,
            case when g % 20 = 0 then 0 else 1 + (g * 17) % 2000 end, c.category, g % 4 = 0,
            t.at, t.at, case when g % 50 = 0 then t.at end
     from generate_series($3::int, $4::int) g
     cross join lateral (select ($1::text[])[1 + g % cardinality($1::text[])] as name,
                                ($2::text[])[1 + g % cardinality($2::text[])] as category,
                                ($6::text[])[1 + g % cardinality($6::text[])] as crop) c
     cross join lateral (select timestamptz '2026-11-01 00:00+00' - make_interval(mins => g) as at) t`,
    [
      LISTING_CROPS.map((c) => c[0]),
      LISTING_CROPS.map((c) => c[1]),
      from,
      to - 1,
      farmers,
      LISTING_CROPS.map((c) => CATALOGUE.find((i) => i.name === c[0])?.crop ?? null),
    ],
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
    // The browse query and the farmer's own listings query live in two repositories.
    const specs = [
      '../../src/server/features/listings/listings-browse.repo.ts',
      '../../src/server/features/listings/listings.repo.ts',
    ]
    const modules = (await Promise.all(specs.map((s) => import(s)))) as Array<typeof repo>
    repo = modules.reduce((all, m) => ({ ...all, ...m }), {})
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

/** What one database's listings run adds to the tables. */
export interface ListingsTables {
  rows: string[][]
  plans: string[]
}

/**
 * Grows the listings table and loads each route at each size (between two hello-world loads at 1k
 * and 100k, the budgets' sizes), adds the rows and plans to `out` and the two budgets to the
 * report. Returns the hello-world req/s measured last.
 */
export async function measureListings(
  ctx: Context,
  t: Target,
  kind: DbKind,
  farmer: BenchUser | null,
  helloWorld: HelloWorld,
  helloBefore: number,
  out: ListingsTables,
): Promise<number> {
  const apiCmd = ctx.commandFor('api')
  const listingRows = out.rows
  const listingPlans = out.plans
  let lastHello = helloBefore
  const farmerCookie = farmer?.cookie ?? ''
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
          out.set(r.name, await explainListings(sql, r, farmer?.id ?? ''))
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
          .map((x) => `${x.name.replace(/^GET /, '')} ${pct(x.share, 1)} (${fmt(x.items)} items)`)
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
  return lastHello
}

/** The listings section of the report. */
export function listingsMarkdown(apiCmd: string, out: ListingsTables): string[] {
  const listingRows = out.rows
  const listingPlans = out.plans
  const md: string[] = []
  md.push(
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
  return md
}
