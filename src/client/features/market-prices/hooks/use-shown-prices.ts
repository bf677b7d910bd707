import { useDeferredValue, useState } from 'react'
import { indiaToday, shownPrices } from '#core/market-prices/price-age.ts'
import { useMarketPrices } from '#client/features/market-prices/api/get-market-prices.ts'

/**
 * The dates of the price rows the page shows for `q` and `page` (the table's own query, so no
 * second request), and whether every one of them is current (of the last week): what the page's
 * title and freshness notice follow. `dates` is undefined while the rows load or when they failed;
 * `current` is null until they are known.
 */
export function useShownPrices(q: string, page: number) {
  const prices = useMarketPrices(q, page)
  // Deferred as the table's rows are, so the title, the notice and the rows change in one render.
  const data = useDeferredValue(prices.data)
  const [today] = useState(() => indiaToday(new Date()))
  const dates = data?.items.map((r) => r.date)
  const shown = dates ? shownPrices(dates, today) : null
  return {
    dates,
    current: shown ? shown.count > 0 && shown.stale === 0 : null,
    failed: prices.isError,
  }
}
