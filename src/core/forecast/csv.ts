/**
 * Mandi price CSV rows (history.csv's columns, prices in Rs/quintal) as the forecaster's series.
 * The rows are checked by the importer's reader (core/market-prices/price-csv.ts), so a file the
 * backtest scores is the file the app would load. The caller parses the text into rows (the
 * server's src/server/lib/csv.ts).
 */
import { readPriceCsv, type CsvRow } from '../market-prices/price-csv.ts'
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
 * Groups the rows of a history.csv-style file (the header first) into series by (commodity, state,
 * district, market, variety), in order of first appearance. Rows the price reader refuses (bad
 * date, no positive modal price …) are counted in `rejected` and skipped. Errors when a required
 * column is missing.
 */
export function readPriceSeries(
  rows: readonly CsvRow[],
): { series: PriceSeries[]; rejected: number } | { error: string } {
  const read = readPriceCsv(rows)
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
