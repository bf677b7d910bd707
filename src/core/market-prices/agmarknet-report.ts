/**
 * Agmarknet's monthly market-wise report, as its CSV export lays it out (the files behind
 * `history.csv`, see its SOURCES.md): `Market, Arrival Date, Arrivals (Tonnes), Variety, Minimum
 * Price(Rs./Quintal), Maximum Price(Rs./Quintal), Modal Price(Rs./Quintal)`, each line ending in a
 * comma. A blank Market repeats the market above; a blank Arrival Date repeats the date above (and
 * its arrivals: they are the market's for the day, given on its first variety); `NR` marks a figure
 * that was not reported. A market name may itself hold a comma (`Binny Mill (F&V), Bangalore`).
 */
import { parseArrivalDate } from './prices.ts'

export type ReportRow = {
  /** The row's line in the file (1 = the header). */
  line: number
  market: string
  /** YYYY-MM-DD. */
  date: string
  /** The market's arrivals that day, in tonnes; null where not reported. */
  arrivalsTonnes: number | null
  variety: string
  /** ₹/quintal; null where not reported. */
  minPrice: number | null
  maxPrice: number | null
  modalPrice: number | null
}

const HEADER = 'Market,Arrival Date,Arrivals (Tonnes),Variety,'
/** The columns after the market name. */
const AFTER_MARKET = 6

function figure(text: string | undefined): number | null {
  const s = (text ?? '').trim()
  if (s === '' || s === 'NR') return null
  const n = Number(s)
  return Number.isFinite(n) && n >= 0 ? n : null
}

/**
 * A name as Agmarknet's folders and forms write it, in one case ('MAHARASHTRA', 'UTTAR PRADESH',
 * 'onion'), in the price data's ('Maharashtra', 'Uttar Pradesh', 'Onion'); a name in mixed case is
 * kept as given.
 */
export function agmarknetName(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ')
  if (t !== t.toUpperCase() && t !== t.toLowerCase()) return t
  return t
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase())
    .replace(/ (And|Of) /g, (w) => w.toLowerCase())
}

/** Whether a text starts as a market-wise report does (its header). */
export const isMarketwiseReport = (text: string) => text.startsWith(HEADER)

/** A name as a spreadsheet saves it when it holds a comma ('"Sangli(Phale, Bhajipura Market)"'). */
const unquoted = (name: string) =>
  name.length > 1 && name.startsWith('"') && name.endsWith('"')
    ? name.slice(1, -1).replaceAll('""', '"').trim()
    : name

/**
 * The rows of one report, markets and dates filled in. Errors name the first line that cannot be
 * read (a header of another layout, a bad date, a row before any market or date).
 */
export function readMarketwiseReport(text: string): ReportRow[] | { error: string } {
  const lines = text.split(/\r?\n/)
  if (!isMarketwiseReport(lines[0] ?? '')) {
    return { error: `not an Agmarknet market-wise report: the header must start '${HEADER}'` }
  }
  const rows: ReportRow[] = []
  let market = ''
  let date = ''
  let arrivals: number | null = null
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line.trim() === '') continue
    const cells = line.split(',')
    if (cells[cells.length - 1] === '') cells.pop()
    if (cells.length < AFTER_MARKET + 1) return { error: `line ${i + 1}: too few columns` }
    const name = unquoted(
      cells
        .slice(0, cells.length - AFTER_MARKET)
        .join(',')
        .trim(),
    )
    const [day, arrived, variety, min, max, modal] = cells.slice(cells.length - AFTER_MARKET)
    if (name !== '') market = name
    if ((day ?? '').trim() !== '') {
      const iso = parseArrivalDate(day ?? '')
      if (iso === null) return { error: `line ${i + 1}: '${day}' is not a date (dd/mm/yyyy)` }
      date = iso
      arrivals = figure(arrived)
    }
    if (market === '' || date === '') return { error: `line ${i + 1}: no market or date above it` }
    rows.push({
      line: i + 1,
      market,
      date,
      arrivalsTonnes: arrivals,
      variety: (variety ?? '').trim(),
      minPrice: figure(min),
      maxPrice: figure(max),
      modalPrice: figure(modal),
    })
  }
  return rows
}
