/**
 * CSV reading for mandi price files in history.csv's columns (date, state, district, market,
 * commodity, variety, min_price, max_price, modal_price; prices in Rs/quintal). Parses a string:
 * reading the file is the caller's job.
 */
import { dayNumber } from '../dates/dates.ts'
import type { SeriesPoint } from './series.ts'

/**
 * RFC 4180 CSV: fields separated by commas, optionally double-quoted (a quoted field may hold
 * commas, newlines and "" for a quote); CRLF or LF line ends; a leading BOM is dropped; blank lines
 * are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const endRow = () => {
    row.push(field)
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
    field = ''
  }
  for (; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n') endRow()
    else if (ch === '\r') {
      if (text[i + 1] !== '\n') endRow()
    } else field += ch
  }
  if (field !== '' || row.length) endRow()
  return rows
}

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

const KEY_COLUMNS = ['commodity', 'state', 'district', 'market', 'variety'] as const
const REQUIRED = ['date', ...KEY_COLUMNS, 'modal_price'] as const

/**
 * Groups a history.csv-style text into series by (commodity, state, district, market, variety), in
 * order of first appearance. Rows with a bad date or a modal price that is not a positive number
 * are counted in `rejected` and skipped. Errors when a required column is missing.
 */
export function readPriceSeries(
  text: string,
): { series: PriceSeries[]; rejected: number } | { error: string } {
  const rows = parseCsv(text)
  const header = rows[0]?.map((h) => h.trim().toLowerCase())
  if (!header) return { error: 'empty CSV: expected a header row' }
  const col = Object.fromEntries(REQUIRED.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof REQUIRED)[number],
    number
  >
  const missing = REQUIRED.filter((c) => col[c] < 0)
  if (missing.length) return { error: `CSV is missing column(s): ${missing.join(', ')}` }
  const groups = new Map<string, PriceSeries>()
  let rejected = 0
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!
    const get = (c: (typeof REQUIRED)[number]) => (row[col[c]] ?? '').trim()
    const date = get('date')
    const price = get('modal_price') === '' ? Number.NaN : Number(get('modal_price'))
    if (dayNumber(date) === null || !Number.isFinite(price) || price <= 0) {
      rejected++
      continue
    }
    const key = KEY_COLUMNS.map((c) => get(c)).join('\u0000')
    let s = groups.get(key)
    if (!s) {
      s = {
        commodity: get('commodity'),
        state: get('state'),
        district: get('district'),
        market: get('market'),
        variety: get('variety'),
        points: [],
      }
      groups.set(key, s)
    }
    s.points.push({ date, value: price })
  }
  return { series: [...groups.values()], rejected }
}
