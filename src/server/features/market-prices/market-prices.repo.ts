import { sql } from 'drizzle-orm'
import type { PriceRecord } from '#core/market-prices/prices.ts'
import type { PGlite } from '@electric-sql/pglite'
import type { Executor } from '#server/db/client.ts'

/**
 * Queries on `market_prices` and `market_price_latest`. Raw SQL where Drizzle's builder
 * cannot say it (unnest batches, DISTINCT ON, percentile_cont); every column is cast to text or
 * float8 so PGlite and node-postgres return the same JS values.
 */

const rows = async <T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** One array-valued parameter (Drizzle would otherwise spread a JS array into a list). */
const arr = (values: unknown[]) => sql.param(values)

/** Records per INSERT: one statement per batch, 10 array parameters whatever its size. */
export const UPSERT_BATCH = 5000

export interface UpsertCounts {
  added: number
  updated: number
  unchanged: number
}

/**
 * Inserts a batch; a record already present with other prices is updated, with the same prices
 * left alone. The batch must not repeat a key (the caller removes duplicates).
 */
export async function upsertPrices(
  db: Executor,
  batch: readonly PriceRecord[],
): Promise<UpsertCounts> {
  if (batch.length === 0) return { added: 0, updated: 0, unchanged: 0 }
  const col = <K extends keyof PriceRecord>(k: K) => arr(batch.map((r) => r[k]))
  const [res] = await rows<{ added: number; updated: number }>(
    db,
    sql`
    with changed as (
      insert into market_prices
        (arrival_date, state, district, market, commodity, variety, grade, min_price, max_price, modal_price)
      select * from unnest(
        ${col('arrivalDate')}::date[], ${col('state')}::text[], ${col('district')}::text[],
        ${col('market')}::text[], ${col('commodity')}::text[], ${col('variety')}::text[],
        ${col('grade')}::text[], ${col('minPrice')}::numeric[], ${col('maxPrice')}::numeric[],
        ${col('modalPrice')}::numeric[])
      on conflict (commodity, market, state, district, arrival_date, variety, grade) do update
        set min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price
        where (market_prices.min_price, market_prices.max_price, market_prices.modal_price)
          is distinct from (excluded.min_price, excluded.max_price, excluded.modal_price)
      returning (xmax = 0) as inserted
    )
    select (count(*) filter (where inserted))::int as added,
           (count(*) filter (where not inserted))::int as updated
    from changed`,
  )
  const added = res?.added ?? 0
  const updated = res?.updated ?? 0
  return { added, updated, unchanged: batch.length - added - updated }
}

export interface SeriesKey {
  commodity: string
  market: string
  state: string
  district: string
}

/**
 * Recomputes `market_price_latest` for the given (commodity, market, state, district) keys from
 * `market_prices`: each key's row at its latest date (one index probe per key).
 */
export async function refreshLatest(db: Executor, keys: readonly SeriesKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += UPSERT_BATCH) {
    const part = keys.slice(i, i + UPSERT_BATCH)
    const col = (k: keyof SeriesKey) => arr(part.map((r) => r[k]))
    await db.execute(sql`
      insert into market_price_latest
        (commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price)
      select p.commodity, p.market, p.state, p.district, p.arrival_date, p.variety, p.grade,
             p.min_price, p.max_price, p.modal_price
      from unnest(${col('commodity')}::text[], ${col('market')}::text[], ${col('state')}::text[],
                  ${col('district')}::text[]) as k(commodity, market, state, district)
      cross join lateral (
        select * from market_prices m
        where m.commodity = k.commodity and m.market = k.market and m.state = k.state
          and m.district = k.district
        order by m.arrival_date desc, m.variety desc, m.grade desc
        limit 1
      ) p
      on conflict (commodity, market, state, district) do update set
        arrival_date = excluded.arrival_date, variety = excluded.variety, grade = excluded.grade,
        min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price`)
  }
}

const COLUMNS =
  'arrival_date, state, district, market, commodity, variety, grade, min_price, max_price, modal_price'
const FIELDS = [
  'arrivalDate',
  'state',
  'district',
  'market',
  'commodity',
  'variety',
  'grade',
  'minPrice',
  'maxPrice',
  'modalPrice',
] as const satisfies ReadonlyArray<keyof PriceRecord>

/** One COPY text-format line: tab-separated, \N for null, backslash escapes. */
const copyLine = (r: PriceRecord) =>
  FIELDS.map((f) => {
    const v = r[f]
    if (v === null) return '\\N'
    return String(v).replace(/[\\\t\n\r]/g, (c) =>
      c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
    )
  }).join('\t')

/**
 * The fast first load for the embedded database (about twice as fast as batched INSERTs): in one
 * transaction, COPY the first list straight into the empty `market_prices`, COPY the others into a
 * staging table and add what is new, then build `market_price_latest` in one pass. Each list must
 * be free of repeated keys. Returns rows added and rows already present.
 */
export async function copyIntoEmptyEmbedded(
  pglite: PGlite,
  lists: ReadonlyArray<readonly PriceRecord[]>,
): Promise<{ added: number; alreadyPresent: number }> {
  const blob = (list: readonly PriceRecord[]) => new Blob([list.map(copyLine).join('\n') + '\n'])
  return pglite.transaction(async (tx) => {
    let added = 0
    let staged = 0
    for (const [i, list] of lists.entries()) {
      if (list.length === 0) continue
      if (i === 0) {
        await tx.query(`copy market_prices (${COLUMNS}) from '/dev/blob'`, [], { blob: blob(list) })
        added += list.length
        continue
      }
      await tx.query(
        'create temp table if not exists market_prices_load (like market_prices) on commit drop',
      )
      await tx.query('truncate market_prices_load')
      await tx.query(`copy market_prices_load (${COLUMNS}) from '/dev/blob'`, [], {
        blob: blob(list),
      })
      const r = await tx.query(
        `insert into market_prices (${COLUMNS}) select ${COLUMNS} from market_prices_load on conflict do nothing`,
      )
      added += r.affectedRows ?? 0
      staged += list.length
    }
    await tx.query(`
      insert into market_price_latest
        (commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price)
      select distinct on (commodity, market, state, district)
        commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price
      from market_prices
      order by commodity, market, state, district, arrival_date desc, variety desc, grade desc
      on conflict (commodity, market, state, district) do update set
        arrival_date = excluded.arrival_date, variety = excluded.variety, grade = excluded.grade,
        min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price`)
    const firstCount = lists[0]?.length ?? 0
    return { added, alreadyPresent: firstCount + staged - added }
  })
}

/**
 * Refreshes the planner's statistics after a bulk load: PGlite has no autovacuum, and a plan made
 * without statistics can be 20 times slower.
 */
export async function analyzePrices(db: Executor): Promise<void> {
  await db.execute(sql`analyze market_prices, market_price_latest`)
}

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
           modal_price::float8 as "modalPrice", (count(*) over ())::int as total
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
): Promise<Array<{ date: string; value: number }>> {
  if (opts.market) {
    const place =
      opts.state !== undefined && opts.district !== undefined
        ? sql`and state = ${opts.state} and district = ${opts.district}`
        : sql``
    return rows(
      db,
      sql`
      select arrival_date::text as date,
             (percentile_cont(0.5) within group (order by modal_price::float8))::float8 as value
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

/**
 * Adds the records of a batch that are not stored yet (a stored one is left as it is) and moves
 * `market_price_latest` forward for the keys whose new rows are later than their latest row.
 * One statement, the same SQL on PGlite and PostgreSQL; a batch may repeat a key (the first
 * wins). Returns the rows added.
 */
export async function insertNewPrices(
  db: Executor,
  batch: readonly PriceRecord[],
): Promise<number> {
  if (batch.length === 0) return 0
  const col = <K extends keyof PriceRecord>(k: K) => arr(batch.map((r) => r[k]))
  const [res] = await rows<{ added: number }>(
    db,
    sql`
    with ins as (
      insert into market_prices
        (arrival_date, state, district, market, commodity, variety, grade, min_price, max_price, modal_price)
      select * from unnest(
        ${col('arrivalDate')}::date[], ${col('state')}::text[], ${col('district')}::text[],
        ${col('market')}::text[], ${col('commodity')}::text[], ${col('variety')}::text[],
        ${col('grade')}::text[], ${col('minPrice')}::numeric[], ${col('maxPrice')}::numeric[],
        ${col('modalPrice')}::numeric[])
      on conflict do nothing
      returning *
    ), latest as (
      insert into market_price_latest
        (commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price)
      select distinct on (commodity, market, state, district)
        commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price
      from ins
      order by commodity, market, state, district, arrival_date desc, variety desc, grade desc
      on conflict (commodity, market, state, district) do update set
        arrival_date = excluded.arrival_date, variety = excluded.variety, grade = excluded.grade,
        min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price
      where (excluded.arrival_date, excluded.variety, excluded.grade)
        > (market_price_latest.arrival_date, market_price_latest.variety, market_price_latest.grade)
      returning 1
    )
    select (select count(*) from ins)::int as added`,
  )
  return res?.added ?? 0
}

export interface DataFileProgress {
  name: string
  rowsTotal: number
  rowsDone: number
  finished: boolean
}

/** How far each shipped file is loaded (files never started are absent). */
export async function dataFileProgress(db: Executor): Promise<DataFileProgress[]> {
  return rows(
    db,
    sql`select name, rows_total as "rowsTotal", rows_done as "rowsDone",
               (finished_at is not null) as finished
        from market_data_files order by name`,
  )
}

/** Records how far a shipped file is loaded; `finished` marks it done for good. */
export async function saveDataFileProgress(
  db: Executor,
  p: { name: string; rowsTotal: number; rowsDone: number; finished: boolean },
): Promise<void> {
  await db.execute(sql`
    insert into market_data_files (name, rows_total, rows_done, finished_at)
    values (${p.name}, ${p.rowsTotal}, ${p.rowsDone}, ${p.finished ? sql`now()` : sql`null`})
    on conflict (name) do update set rows_total = excluded.rows_total,
      rows_done = excluded.rows_done, finished_at = excluded.finished_at`)
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
