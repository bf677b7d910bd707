import { sql } from 'drizzle-orm'
import type { MonthlyPrice } from '#core/market-prices/seasonal.ts'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'

/** A crop's monthly median modal prices (₹/quintal): per state, and across India (`state` null). */
export interface StateMonthlyPrice extends MonthlyPrice {
  state: string | null
}

/**
 * Every (year, month) median of a commodity's modal prices, per state and across India, in one
 * scan of the commodity's rows (the commodity-and-date index).
 */
export async function monthlyPrices(db: Executor, commodity: string): Promise<StateMonthlyPrice[]> {
  return rows<StateMonthlyPrice>(
    db,
    sql`
    select extract(year from arrival_date)::int as year,
           extract(month from arrival_date)::int as month,
           state,
           (percentile_cont(0.5) within group (order by modal_price::float8))::float8 as price
      from market_prices
     where commodity = ${commodity}
     group by grouping sets ((year, month, state), (year, month))
     order by state nulls first, year, month`,
  )
}
