/**
 * Reading mandi price CSV text: history.csv's columns (date, state, district, market, commodity,
 * variety, min_price, max_price, modal_price; ₹/quintal) or a data.gov.in CSV export. The one
 * reader for the importer and the forecaster's backtest, so both accept the same headers and
 * refuse the same rows. Checks rows already split into cells: reading and parsing the file is the
 * caller's job. An arrivals column (Agmarknet's 'Arrivals (Tonnes)') is read when present.
 */
import { validatePriceRecord, type PriceRecord, type RawPriceRecord } from './prices.ts'

/**
 * A CSV row and the line it starts on (1 = the header), for messages that point at the file. The
 * server's CSV reader (src/server/lib/csv.ts, csv-parse) makes them; this module only checks them,
 * so it stays free of Node's Buffer and runs anywhere.
 */
export interface CsvRow {
  line: number
  cells: string[]
}

/**
 * Header names accepted for each field, compared trimmed and in lower case: history.csv's first
 * (the name a message uses), then data.gov.in's CSV export's and Agmarknet's report exports'.
 */
export const PRICE_CSV_COLUMNS: Readonly<Record<keyof RawPriceRecord, readonly string[]>> = {
  arrivalDate: ['date', 'arrival_date', 'arrival date', 'reported date', 'price date'],
  state: ['state', 'state name'],
  district: ['district', 'district name'],
  market: ['market', 'market name'],
  commodity: ['commodity'],
  variety: ['variety'],
  grade: ['grade'],
  minPrice: ['min_price', 'min price', 'minimum price(rs./quintal)', 'min price (rs./quintal)'],
  maxPrice: ['max_price', 'max price', 'maximum price(rs./quintal)', 'max price (rs./quintal)'],
  modalPrice: [
    'modal_price',
    'modal price',
    'modal price(rs./quintal)',
    'modal price (rs./quintal)',
  ],
  // Agmarknet's report exports ('Arrivals (Tonnes)'); optional.
  arrivals: ['arrivals_tonnes', 'arrivals (tonnes)', 'arrivals(tonnes)', 'arrivals'],
}

/**
 * The columns a file must have. District, variety and grade may be absent (an empty value, as the
 * database stores them); min and max may be absent (not reported).
 */
export const PRICE_CSV_REQUIRED: ReadonlyArray<keyof RawPriceRecord> = [
  'arrivalDate',
  'state',
  'market',
  'commodity',
  'modalPrice',
]

/** Where a record came from: a CSV line number or a JSON record index (1-based). */
export interface Located<T> {
  at: number
  value: T
}
export interface Rejected {
  /** CSV line (1 = header) or JSON record number (1-based). */
  at: number
  reason: string
}
export interface ParsedPrices {
  records: Located<PriceRecord>[]
  rejected: Rejected[]
}

/** Adds `raw` to `parsed` as a record or as a rejection with its reason. */
export function addCheckedRecord(parsed: ParsedPrices, at: number, raw: RawPriceRecord): void {
  const v = validatePriceRecord(raw)
  if (v.ok) parsed.records.push({ at, value: v.record })
  else parsed.rejected.push({ at, reason: v.reason })
}

/** Where each field's column is in a price CSV's header, and how many cells a row must have. */
export interface PriceCsvHeader {
  width: number
  index: Record<keyof RawPriceRecord, number>
}

const FIELDS = Object.keys(PRICE_CSV_COLUMNS) as Array<keyof RawPriceRecord>

/**
 * Reads a price CSV's header row. Without a required column, the names of the missing ones instead
 * (history.csv's names).
 */
export function priceCsvHeader(cells: readonly string[]): PriceCsvHeader | { missing: string[] } {
  const header = cells.map((h) => h.trim().toLowerCase())
  const index = Object.fromEntries(
    FIELDS.map((f) => [f, header.findIndex((h) => PRICE_CSV_COLUMNS[f].includes(h))]),
  ) as Record<keyof RawPriceRecord, number>
  const missing = PRICE_CSV_REQUIRED.filter((f) => index[f] < 0)
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every column lists at least one header name
  if (missing.length) return { missing: missing.map((f) => PRICE_CSV_COLUMNS[f][0]!) }
  return { width: header.length, index }
}

/**
 * Adds one data row to `parsed`, checked by {@link validatePriceRecord}; a row whose cell count
 * differs from the header's is rejected too (a shifted row would put prices under the wrong
 * names). A line of spaces is skipped.
 */
export function addPriceRow(parsed: ParsedPrices, header: PriceCsvHeader, row: CsvRow): void {
  const { line, cells } = row
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- cells.length === 1 is checked first
  if (cells.length === 1 && cells[0]!.trim() === '') return
  if (cells.length !== header.width) {
    parsed.rejected.push({
      at: line,
      reason: `has ${cells.length} cells, the header ${header.width}`,
    })
    return
  }
  const raw: RawPriceRecord = {}
  for (const f of FIELDS) if (header.index[f] >= 0) raw[f] = cells[header.index[f]]
  addCheckedRecord(parsed, line, raw)
}

/**
 * The records of a price CSV's rows (the first is the header), each checked by
 * {@link addPriceRow}. Without a required column, the names of the missing ones instead.
 */
export function readPriceCsv(rows: readonly CsvRow[]): ParsedPrices | { missing: string[] } {
  const header = priceCsvHeader(rows[0]?.cells ?? [])
  if ('missing' in header) return header
  const parsed: ParsedPrices = { records: [], rejected: [] }
  for (const row of rows.slice(1)) addPriceRow(parsed, header, row)
  return parsed
}
