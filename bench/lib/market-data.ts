import type { Sql } from './target.ts'

/**
 * Synthetic mandi rows for the market-prices benchmarks: 40 crops × 50 markets = 2,000 series, one
 * row per series per day, going back from ANCHOR. Growing the table adds older days, as years of
 * history do, so the latest-price list keeps its 2,000 rows while `market_prices` grows.
 */
export const ANCHOR = '2025-06-30'

export const CROPS = [
  'Onion',
  'Tomato',
  'Potato',
  'Wheat',
  'Paddy(Dhan)(Common)',
  'Cotton',
  'Lemon',
  'Banana',
  'Apple',
  'Mango',
  'Cabbage',
  'Cauliflower',
  'Brinjal',
  'Green Chilli',
  'Garlic',
  'Ginger(Green)',
  'Maize',
  'Bajra(Pearl Millet/Cumbu)',
  'Jowar(Sorghum)',
  'Soyabean',
  'Groundnut',
  'Mustard',
  'Arhar (Tur/Red Gram)(Whole)',
  'Bengal Gram(Gram)(Whole)',
  'Green Gram (Moong)(Whole)',
  'Black Gram (Urd Beans)(Whole)',
  'Masur Dal',
  'Coriander(Leaves)',
  'Bhindi(Ladies Finger)',
  'Bitter gourd',
  'Bottle gourd',
  'Carrot',
  'Cucumbar(Kheera)',
  'Pumpkin',
  'Raddish',
  'Papaya',
  'Pomegranate',
  'Grapes',
  'Guava',
  'Orange',
]

/** [market, district, state] */
export const MARKETS: Array<[string, string, string]> = [
  ['Lasalgaon', 'Nashik', 'Maharashtra'],
  ['Pimpalgaon', 'Nashik', 'Maharashtra'],
  ['Pune', 'Pune', 'Maharashtra'],
  ['Vashi', 'Thane', 'Maharashtra'],
  ['Nagpur', 'Nagpur', 'Maharashtra'],
  ['Solapur', 'Solapur', 'Maharashtra'],
  ['Azadpur', 'North Delhi', 'NCT of Delhi'],
  ['Bangalore', 'Bangalore', 'Karnataka'],
  ['Kolar', 'Kolar', 'Karnataka'],
  ['Hubli', 'Dharwad', 'Karnataka'],
  ['Belgaum', 'Belgaum', 'Karnataka'],
  ['Mysore', 'Mysore', 'Karnataka'],
  ['Koyambedu', 'Chennai', 'Tamil Nadu'],
  ['Madurai', 'Madurai', 'Tamil Nadu'],
  ['Coimbatore', 'Coimbatore', 'Tamil Nadu'],
  ['Indore', 'Indore', 'Madhya Pradesh'],
  ['Ujjain', 'Ujjain', 'Madhya Pradesh'],
  ['Bhopal', 'Bhopal', 'Madhya Pradesh'],
  ['Gwalior', 'Gwalior', 'Madhya Pradesh'],
  ['Jaipur', 'Jaipur', 'Rajasthan'],
  ['Kota', 'Kota', 'Rajasthan'],
  ['Rajkot', 'Rajkot', 'Gujarat'],
  ['Ahmedabad', 'Ahmedabad', 'Gujarat'],
  ['Surat', 'Surat', 'Gujarat'],
  ['Guntur', 'Guntur', 'Andhra Pradesh'],
  ['Kurnool', 'Kurnool', 'Andhra Pradesh'],
  ['Warangal', 'Warangal', 'Telangana'],
  ['Bowenpally', 'Hyderabad', 'Telangana'],
  ['Lucknow', 'Lucknow', 'Uttar Pradesh'],
  ['Kanpur', 'Kanpur', 'Uttar Pradesh'],
  ['Agra', 'Agra', 'Uttar Pradesh'],
  ['Varanasi', 'Varanasi', 'Uttar Pradesh'],
  ['Patna', 'Patna', 'Bihar'],
  ['Ranchi', 'Ranchi', 'Jharkhand'],
  ['Burdwan', 'Burdwan', 'West Bengal'],
  ['Siliguri', 'Darjeeling', 'West Bengal'],
  ['Bhubaneswar', 'Khurda', 'Odisha'],
  ['Cuttack', 'Cuttack', 'Odisha'],
  ['Guwahati', 'Kamrup', 'Assam'],
  ['Amritsar', 'Amritsar', 'Punjab'],
  ['Ludhiana', 'Ludhiana', 'Punjab'],
  ['Karnal', 'Karnal', 'Haryana'],
  ['Hisar', 'Hisar', 'Haryana'],
  ['Raipur', 'Raipur', 'Chattisgarh'],
  ['Dehradun', 'Dehradun', 'Uttrakhand'],
  ['Shimla', 'Shimla', 'Himachal Pradesh'],
  ['Jammu', 'Jammu', 'Jammu and Kashmir'],
  ['Thrissur', 'Thrissur', 'Kerala'],
  ['Ernakulam', 'Ernakulam', 'Kerala'],
  ['Bijapur', 'Bijapur', 'Karnataka'],
]

export const SERIES = CROPS.length * MARKETS.length

/** True when the table exists; lists its columns otherwise empty. */
export async function tableColumns(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  )
  return rows.map((r) => r.column_name)
}

const COLUMNS = [
  'arrival_date',
  'state',
  'district',
  'market',
  'commodity',
  'variety',
  'grade',
  'min_price',
  'max_price',
  'modal_price',
]

/**
 * Inserts days [fromDay, toDay) before ANCHOR for every series with one INSERT … SELECT from
 * generate_series (no rows cross the wire). Returns the rows added.
 */
export async function insertDays(sql: Sql, fromDay: number, toDay: number): Promise<number> {
  const cols = await tableColumns(sql, 'market_prices')
  const missing = COLUMNS.filter((c) => !cols.includes(c))
  if (missing.length)
    throw new Error(
      `market_prices has no column ${missing.join(', ')}; update bench/lib/market-data.ts`,
    )
  const [before] = await sql.query<{ n: string }>('select count(*)::text as n from market_prices')
  await sql.query(
    `insert into market_prices (${COLUMNS.join(', ')})
     select date '${ANCHOR}' - d, m.state, m.district, m.market, c.commodity, 'Other', '',
            x.p - 200, x.p + 200, x.p
     from unnest($1::text[]) with ordinality as c(commodity, ci)
     cross join unnest($2::text[], $3::text[], $4::text[]) with ordinality as m(market, district, state, mi)
     cross join generate_series($5::int, $6::int) as d
     cross join lateral (select (800 + ((ci * 131 + mi * 17 + d * 7) % 4000))::numeric(12, 2) as p) x`,
    [
      CROPS,
      MARKETS.map((m) => m[0]),
      MARKETS.map((m) => m[1]),
      MARKETS.map((m) => m[2]),
      fromDay,
      toDay - 1,
    ],
  )
  await sql.exec('analyze market_prices')
  const [after] = await sql.query<{ n: string }>('select count(*)::text as n from market_prices')
  return Number(after?.n ?? 0) - Number(before?.n ?? 0)
}

/**
 * Fills the derived latest-price table (when the schema has one) from the ANCHOR day, as an import
 * would. Returns a note for the report.
 */
export async function fillLatest(sql: Sql): Promise<string> {
  const cols = await tableColumns(sql, 'market_price_latest')
  if (!cols.length) return 'no market_price_latest table'
  const copy = COLUMNS.filter((c) => cols.includes(c))
  await sql.exec('delete from market_price_latest')
  await sql.query(
    `insert into market_price_latest (${copy.join(', ')})
     select ${copy.join(', ')} from market_prices where arrival_date = date '${ANCHOR}'
     on conflict do nothing`,
  )
  await sql.exec('analyze market_price_latest')
  const [n] = await sql.query<{ n: string }>('select count(*)::text as n from market_price_latest')
  return `market_price_latest filled with ${n?.n} rows`
}

/**
 * The plan of the price-list query as the market-prices repo states it (`listLatestSql`, exported
 * for EXPLAIN), with EXPLAIN ANALYZE; null when the repo does not export it.
 */
export async function explainList(sql: Sql, q: string): Promise<string[] | null> {
  let repo: { listLatestSql?: (q: string) => unknown }
  try {
    const spec = '../../src/server/features/market-prices/market-prices.repo.ts'
    repo = (await import(spec)) as typeof repo
  } catch {
    return null
  }
  if (typeof repo.listLatestSql !== 'function') return null
  const { PgDialect } = await import('drizzle-orm/pg-core')
  const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(repo.listLatestSql(q) as never)
  const rows = await sql.query<Record<string, string>>(
    `explain (analyze, costs off, timing off) ${query.sql}`,
    query.params,
  )
  return rows.map((r) => Object.values(r)[0] ?? '')
}

/** A sequential scan of the big table in a plan (the small latest table may be scanned). */
export const seqScanOnBigTable = (plan: string[]) =>
  plan.some((l) => /Seq Scan on market_prices\b/.test(l))
