import { sql } from 'drizzle-orm'
import type { PriceRecord } from '#core/market-prices/prices.ts'
import type { PGlite } from '@electric-sql/pglite'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'

/**
 * Writing prices into `market_prices` and `market_price_latest`: batches upserted or added with
 * unnest arrays, an empty embedded database filled by COPY, and how far each shipped file is
 * loaded. Raw SQL, the same on PGlite and PostgreSQL.
 */

/** One array-valued parameter (Drizzle would otherwise spread a JS array into a list). */
const arr = (values: unknown[]) => sql.param(values)

/** `insert into market_prices … select * from unnest(…)` of a batch: 11 array parameters. */
function insertPrices(batch: readonly PriceRecord[]) {
  const col = <K extends keyof PriceRecord>(k: K) => arr(batch.map((r) => r[k] ?? null))
  return sql`insert into market_prices
        (arrival_date, state, district, market, commodity, variety, grade, min_price, max_price, modal_price,
         arrivals_tonnes)
      select * from unnest(
        ${col('arrivalDate')}::date[], ${col('state')}::text[], ${col('district')}::text[],
        ${col('market')}::text[], ${col('commodity')}::text[], ${col('variety')}::text[],
        ${col('grade')}::text[], ${col('minPrice')}::numeric[], ${col('maxPrice')}::numeric[],
        ${col('modalPrice')}::numeric[], ${col('arrivalsTonnes')}::numeric[])`
}

/** Records per INSERT: one statement per batch, 11 array parameters whatever its size. */
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
  const [res] = await rows<{ added: number; updated: number }>(
    db,
    sql`
    with changed as (
      ${insertPrices(batch)}
      on conflict (commodity, market, state, district, arrival_date, variety, grade) do update
        set min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price,
          arrivals_tonnes = coalesce(excluded.arrivals_tonnes, market_prices.arrivals_tonnes)
        where (market_prices.min_price, market_prices.max_price, market_prices.modal_price,
               market_prices.arrivals_tonnes)
          is distinct from (excluded.min_price, excluded.max_price, excluded.modal_price,
               coalesce(excluded.arrivals_tonnes, market_prices.arrivals_tonnes))
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
        (commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price,
         arrivals_tonnes)
      select p.commodity, p.market, p.state, p.district, p.arrival_date, p.variety, p.grade,
             p.min_price, p.max_price, p.modal_price, p.arrivals_tonnes
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
        min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price,
        arrivals_tonnes = excluded.arrivals_tonnes`)
  }
}

const COLUMNS =
  'arrival_date, state, district, market, commodity, variety, grade, min_price, max_price, modal_price, arrivals_tonnes'
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
  'arrivalsTonnes',
] as const satisfies ReadonlyArray<keyof PriceRecord>

/** One COPY text-format line: tab-separated, \N for null, backslash escapes. */
const copyLine = (r: PriceRecord) =>
  FIELDS.map((f) => {
    const v = r[f]
    if (v === null || v === undefined) return '\\N'
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
        (commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price,
         arrivals_tonnes)
      select distinct on (commodity, market, state, district)
        commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price,
        arrivals_tonnes
      from market_prices
      order by commodity, market, state, district, arrival_date desc, variety desc, grade desc
      on conflict (commodity, market, state, district) do update set
        arrival_date = excluded.arrival_date, variety = excluded.variety, grade = excluded.grade,
        min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price,
        arrivals_tonnes = excluded.arrivals_tonnes`)
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
  const [res] = await rows<{ added: number }>(
    db,
    sql`
    with ins as (
      ${insertPrices(batch)}
      on conflict do nothing
      returning *
    ), latest as (
      insert into market_price_latest
        (commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price,
         arrivals_tonnes)
      select distinct on (commodity, market, state, district)
        commodity, market, state, district, arrival_date, variety, grade, min_price, max_price, modal_price,
        arrivals_tonnes
      from ins
      order by commodity, market, state, district, arrival_date desc, variety desc, grade desc
      on conflict (commodity, market, state, district) do update set
        arrival_date = excluded.arrival_date, variety = excluded.variety, grade = excluded.grade,
        min_price = excluded.min_price, max_price = excluded.max_price, modal_price = excluded.modal_price,
        arrivals_tonnes = excluded.arrivals_tonnes
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

/**
 * How each of `markets` (names in `state`, any case) is held: every spelling and district it is
 * held under, with how many series (crops) each has, most first. `key` is the lower-cased name. Reads
 * `market_price_latest`, a row per series.
 */
export async function heldMarkets(
  db: Executor,
  state: string,
  markets: readonly string[],
): Promise<{ key: string; market: string; district: string; series: number }[]> {
  return rows(
    db,
    sql`select market_lc as key, market, district, count(*)::int as series
        from market_price_latest
        where state = ${state} and district <> ''
          and market_lc = any(${arr(markets.map((m) => m.toLowerCase()))}::text[])
        group by market_lc, market, district
        order by market_lc, series desc, market, district`,
  )
}
