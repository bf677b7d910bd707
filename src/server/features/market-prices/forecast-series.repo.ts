import { sql } from 'drizzle-orm'
import type { SeriesSummary } from '#core/market-prices/forecast-series.ts'
import type { Executor } from '#server/db/client.ts'

/**
 * Each market's prices of `commodity` summed up for the forecast's choice of series: its latest
 * price date and its days with a price in the `fitDays` up to that date. One index range per
 * market (the latest table names the markets; market_prices' key starts with commodity, market).
 */
export async function seriesSummaries(
  db: Executor,
  commodity: string,
  fitDays: number,
): Promise<SeriesSummary[]> {
  const r = (await db.execute(sql`
    select l.market, l.state, l.district, l.arrival_date::text as "lastDate",
      (select count(distinct m.arrival_date)::int from market_prices m
        where m.commodity = l.commodity and m.market = l.market and m.state = l.state
          and m.district = l.district
          and m.arrival_date > l.arrival_date - ${fitDays}::int
          and m.arrival_date <= l.arrival_date) as reports
    from market_price_latest l
    where l.commodity = ${commodity}`)) as unknown as { rows: SeriesSummary[] }
  return r.rows
}
