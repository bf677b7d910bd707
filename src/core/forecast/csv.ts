/**
 * Mandi price CSV text (history.csv's columns, prices in Rs/quintal) as the forecaster's series. The
 * rows are read and checked by the importer's reader (core/market-prices/price-csv.ts), so a file
 * the backtest scores is the file the app would load.
 */
import { readPriceCsv } from '../market-prices/price-csv.ts'
import type { SeriesPoint } from './series.ts'

/** One market's modal-price series for one commodity and variety. */
export type PriceSeries = {
  commodity: string
  state: string
  district: string
  market: string
  variety: string
  /** Modal price (Rs/quintal) by date. */
  points: SeriesPoint[]
}

/**
 * Groups a history.csv-style text into series by (commodity, state, district, market, variety), in
 * order of first appearance. Rows the price reader refuses (bad date, no positive modal price …)
 * are counted in `rejected` and skipped. Errors when a required column is missing.
 */
export function readPriceSeries(
  text: string,
): { series: PriceSeries[]; rejected: number } | { error: string } {
  const read = readPriceCsv(text)
  if ('missing' in read) return { error: `CSV is missing column(s): ${read.missing.join(', ')}` }
  const groups = new Map<string, PriceSeries>()
  for (const { value: r } of read.records) {
    const key = [r.commodity, r.state, r.district, r.market, r.variety].join('\u0000')
    let s = groups.get(key)
    if (!s) {
      s = {
        commodity: r.commodity,
        state: r.state,
        district: r.district,
        market: r.market,
        variety: r.variety,
        points: [],
      }
      groups.set(key, s)
    }
    s.points.push({ date: r.arrivalDate, value: r.modalPrice })
  }
  return { series: [...groups.values()], rejected: read.rejected.length }
}
