import { sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'

/**
 * Reading prices from `market_prices` and `market_price_latest`: the latest list, crops, places,
 * and the daily series forecasts read. Raw SQL where Drizzle's builder cannot say it (DISTINCT
 * ON, percentile_cont); every column is cast to text or float8 so PGlite and node-postgres return
 * the same JS values.
 */

/** One array-valued parameter (Drizzle would otherwise spread a JS array into a list). */
const arr = (values: unknown[]) => sql.param(values)

export async function hasAnyPrices(db: Executor): Promise<boolean> {
  const r = await rows<{ one: number }>(db, sql`select 1 as one from market_prices limit 1`)
  return r.length > 0
}

export interface LatestRow {
  commodity: string
  market: string
  state: string
  district: string
  arrivalDate: string
  modalPrice: number
  arrivalsTonnes: number | null
  total: number
}

/** LIKE pattern for a literal substring (escapes %, _ and \). */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One page of the price list: each (commodity, market) at its latest date; the farmer's district
 * first, then their state (when `near` names them), then newest first, then crop, then market;
 * `q` matches crop or market, ignoring case. Reads only the small latest table.
 */
export async function listLatest(
  db: Executor,
  opts: {
    q: string
    limit: number
    offset: number
    near?: { district: string | null; state: string | null }
  },
): Promise<{ items: Omit<LatestRow, 'total'>[]; total: number }> {
  const filter = opts.q
    ? sql`where commodity_lc like ${containsPattern(opts.q)} or market_lc like ${containsPattern(opts.q)}`
    : sql``
  const state = opts.near?.state ?? null
  const district = opts.near?.district ?? null
  const nearFirst =
    state !== null
      ? sql`(state = ${state} and district = ${district ?? ''}) desc, (state = ${state}) desc,`
      : sql``
  const list = await rows<LatestRow>(
    db,
    sql`
    select commodity, market, state, district, arrival_date::text as "arrivalDate",
           modal_price::float8 as "modalPrice", arrivals_tonnes::float8 as "arrivalsTonnes",
           (count(*) over ())::int as total
    from market_price_latest ${filter}
    order by ${nearFirst} arrival_date desc, commodity, market
    limit ${opts.limit} offset ${opts.offset}`,
  )
  let total = list[0]?.total
  if (total === undefined) {
    // Past the last page: the window count has no row to ride on.
    const [c] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from market_price_latest ${filter}`,
    )
    total = c?.n ?? 0
  }
  return { items: list.map(({ total: _t, ...r }) => r), total }
}

/** The SQL of the list query, for EXPLAIN in tests and benchmarks. */
export const listLatestSql = (q: string) => sql`
  select commodity, market, state, arrival_date, modal_price, count(*) over () as total
  from market_price_latest
  ${q ? sql`where commodity_lc like ${containsPattern(q)} or market_lc like ${containsPattern(q)}` : sql``}
  order by arrival_date desc, commodity, market limit 10 offset 0`

/** Every crop we hold prices for, A–Z. */
export async function knownCrops(db: Executor): Promise<string[]> {
  const r = await rows<{ commodity: string }>(
    db,
    sql`select distinct commodity from market_price_latest order by commodity`,
  )
  return r.map((x) => x.commodity)
}

/** Each market's latest row for one crop (exact name). */
export async function latestForCrop(
  db: Executor,
  commodity: string,
): Promise<
  Array<{
    market: string
    state: string
    district: string
    arrivalDate: string
    modalPrice: number
  }>
> {
  return rows(
    db,
    sql`
    select market, state, district, arrival_date::text as "arrivalDate",
           modal_price::float8 as "modalPrice"
    from market_price_latest where commodity = ${commodity}
    order by arrival_date desc, market`,
  )
}

const KEY_SEP = '\u001f'

/** Minimum reporting days in the last year for a market to count in a crop's median series. */
export const ACTIVE_MARKET_DAYS = 30

/**
 * A daily modal price series (₹/quintal) from `from` to `to`: one market's (median over its
 * varieties), or the crop's median across markets. The crop median uses the markets that reported
 * on at least ACTIVE_MARKET_DAYS days of the year before `to` (all markets when none did), so a
 * burst of one-day reports (a snapshot) does not shift the level of the series.
 */
export async function dailySeries(
  db: Executor,
  opts: {
    commodity: string
    market?: string
    /** With `market`: its state and district (a market name can repeat across states). */
    state?: string
    district?: string
    from: string
    to: string
  },
): Promise<Array<{ date: string; value: number; arrivals?: number | null }>> {
  if (opts.market) {
    const place =
      opts.state !== undefined && opts.district !== undefined
        ? sql`and state = ${opts.state} and district = ${opts.district}`
        : sql``
    return rows(
      db,
      sql`
      select arrival_date::text as date,
             (percentile_cont(0.5) within group (order by modal_price::float8))::float8 as value,
             sum(arrivals_tonnes)::float8 as arrivals
      from market_prices
      where commodity = ${opts.commodity} and market = ${opts.market} ${place}
        and arrival_date between ${opts.from}::date and ${opts.to}::date
      group by arrival_date order by arrival_date`,
    )
  }
  // Two steps rather than one join: the markets are a short list, and a plain filter on them keeps
  // the plan right even before the table has statistics (a fresh load).
  const counts = await rows<{ key: string; n: number }>(
    db,
    sql`
    select market || ${KEY_SEP} || state || ${KEY_SEP} || district as key, count(*)::int as n
    from market_prices
    where commodity = ${opts.commodity}
      and arrival_date > ${opts.to}::date - 365 and arrival_date <= ${opts.to}::date
    group by market, state, district`,
  )
  const active = counts.filter((c) => c.n >= ACTIVE_MARKET_DAYS)
  const keys = (active.length ? active : counts).map((c) => c.key)
  return rows(
    db,
    sql`
    select arrival_date::text as date,
           (percentile_cont(0.5) within group (order by modal_price::float8))::float8 as value
    from market_prices
    where commodity = ${opts.commodity}
      and arrival_date between ${opts.from}::date and ${opts.to}::date
      and market || ${KEY_SEP} || state || ${KEY_SEP} || district = any(${arr(keys)}::text[])
    group by arrival_date order by arrival_date`,
  )
}

/** One peer market's daily series. */
export type PeerMarket = {
  market: string
  state: string
  district: string
  points: { date: string; value: number }[]
}

/** Peer markets read for a market's forecast: the most regularly reporting, in its state and in all. */
export const PEER_MARKETS = 40

/**
 * The same commodity's daily series (₹/quintal, median over varieties) in other markets from `from`
 * to `to`, as the forecaster's peers (core/forecast/peers.ts): the PEER_MARKETS markets with the most
 * reports in that window in `state`, as many in all, and every market of its district, the market
 * itself excluded.
 */
export async function peerSeries(
  db: Executor,
  opts: {
    commodity: string
    market: string
    state: string
    district: string
    from: string
    to: string
  },
): Promise<PeerMarket[]> {
  const found = await rows<{
    market: string
    state: string
    district: string
    date: string
    value: number
  }>(
    db,
    sql`
    with ranked as (
      select market, state, district, count(*) as n,
             row_number() over (partition by state = ${opts.state} order by count(*) desc, market) as rank_in
      from market_prices
      where commodity = ${opts.commodity} and market <> ${opts.market}
        and arrival_date between ${opts.from}::date and ${opts.to}::date
      group by market, state, district
    ), picked as (
      select market, state, district from ranked
      where rank_in <= ${PEER_MARKETS} or (state = ${opts.state} and district = ${opts.district})
    )
    select p.market, p.state, p.district, m.arrival_date::text as date,
           (percentile_cont(0.5) within group (order by m.modal_price::float8))::float8 as value
    from picked p
    join market_prices m on m.commodity = ${opts.commodity} and m.market = p.market
      and m.state = p.state and m.district = p.district
      and m.arrival_date between ${opts.from}::date and ${opts.to}::date
    group by p.market, p.state, p.district, m.arrival_date
    order by p.market, p.state, p.district, m.arrival_date`,
  )
  const out = new Map<string, PeerMarket>()
  for (const r of found) {
    const key = r.market + KEY_SEP + r.state + KEY_SEP + r.district
    let s = out.get(key)
    if (!s) {
      s = { market: r.market, state: r.state, district: r.district, points: [] }
      out.set(key, s)
    }
    s.points.push({ date: r.date, value: r.value })
  }
  return [...out.values()]
}

/** The newest arrival date we hold, or null with no prices. */
export async function newestPriceDate(db: Executor): Promise<string | null> {
  const [r] = await rows<{ d: string | null }>(
    db,
    sql`select max(arrival_date)::text as d from market_price_latest`,
  )
  return r?.d ?? null
}

/** Each market's latest row for one crop (exact name), with its district. */
export async function latestRowsForCrop(
  db: Executor,
  commodity: string,
): Promise<
  Array<{ market: string; district: string; state: string; date: string; modalPrice: number }>
> {
  return rows(
    db,
    sql`
    select market, district, state, arrival_date::text as date, modal_price::float8 as "modalPrice"
    from market_price_latest where commodity = ${commodity}
    order by arrival_date desc, market`,
  )
}

/** Every (district, state) the latest prices come from, for reading a farmer's location. */
export async function knownPlaces(
  db: Executor,
): Promise<Array<{ district: string; state: string }>> {
  return rows(db, sql`select distinct district, state from market_price_latest`)
}
