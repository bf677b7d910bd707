/**
 * Reading mandi price CSV text: history.csv's columns (date, state, district, market, commodity,
 * variety, min_price, max_price, modal_price; ₹/quintal) or a data.gov.in CSV export. The one
 * reader for the importer and the forecaster's backtest, so both accept the same headers and
 * refuse the same rows. Parses a string: reading the file is the caller's job.
 */
import { validatePriceRecord, type PriceRecord, type RawPriceRecord } from './prices.ts'

/** A CSV row and the line it starts on (1 = the header), for messages that point at the file. */
export interface CsvRow {
  line: number
  cells: string[]
}

/**
 * RFC 4180 CSV: fields separated by commas, optionally double-quoted (a quoted field may hold
 * commas, line breaks and "" for a quote); CRLF, LF or CR line ends; a leading BOM is dropped;
 * blank lines are skipped.
 */
export function parseCsvRows(text: string): CsvRow[] {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0
  // Fast path for the common file without a quote (history.csv, 80,000 lines): plain splits.
  if (!text.includes('"')) {
    const rows: CsvRow[] = []
    text
      .slice(start)
      .split(/\r\n|\n|\r/)
      .forEach((l, i) => {
        if (l !== '') rows.push({ line: i + 1, cells: l.split(',') })
      })
    return rows
  }
  const rows: CsvRow[] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const endRow = () => {
    row.push(field)
    if (row.length > 1 || row[0] !== '') rows.push({ line: rowLine, cells: row })
    row = []
    field = ''
  }
  for (let i = start; i < text.length; i++) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i < text.length (loop bound)
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        field += ch
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++
      }
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      endRow()
      rowLine = ++line
    } else field += ch
  }
  if (field !== '' || row.length) endRow()
  return rows
}

/** The cells of every row of {@link parseCsvRows}. */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).map((r) => r.cells)
}

/**
 * Header names accepted for each field, compared trimmed and in lower case: history.csv's first
 * (the name a message uses), then data.gov.in's CSV export's.
 */
export const PRICE_CSV_COLUMNS: Readonly<Record<keyof RawPriceRecord, readonly string[]>> = {
  arrivalDate: ['date', 'arrival_date', 'arrival date'],
  state: ['state'],
  district: ['district'],
  market: ['market'],
  commodity: ['commodity'],
  variety: ['variety'],
  grade: ['grade'],
  minPrice: ['min_price', 'min price', 'minimum price(rs./quintal)'],
  maxPrice: ['max_price', 'max price', 'maximum price(rs./quintal)'],
  modalPrice: ['modal_price', 'modal price', 'modal price(rs./quintal)'],
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

/**
 * The records of a price CSV, each checked by {@link validatePriceRecord}; a row whose cell count
 * differs from the header's is rejected too (a shifted row would put prices under the wrong
 * names). Without a required column, the names of the missing ones instead (history.csv's names).
 */
export function readPriceCsv(text: string): ParsedPrices | { missing: string[] } {
  const rows = parseCsvRows(text)
  const header = (rows[0]?.cells ?? []).map((h) => h.trim().toLowerCase())
  const fields = Object.keys(PRICE_CSV_COLUMNS) as Array<keyof RawPriceRecord>
  const index = Object.fromEntries(
    fields.map((f) => [f, header.findIndex((h) => PRICE_CSV_COLUMNS[f].includes(h))]),
  ) as Record<keyof RawPriceRecord, number>
  const missing = PRICE_CSV_REQUIRED.filter((f) => index[f] < 0)
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every column lists at least one header name
  if (missing.length) return { missing: missing.map((f) => PRICE_CSV_COLUMNS[f][0]!) }
  const parsed: ParsedPrices = { records: [], rejected: [] }
  for (const { line, cells } of rows.slice(1)) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- cells.length === 1 is checked first
    if (cells.length === 1 && cells[0]!.trim() === '') continue // a line of spaces
    if (cells.length !== header.length) {
      parsed.rejected.push({
        at: line,
        reason: `has ${cells.length} cells, the header ${header.length}`,
      })
      continue
    }
    const raw: RawPriceRecord = {}
    for (const f of fields) if (index[f] >= 0) raw[f] = cells[index[f]]
    addCheckedRecord(parsed, line, raw)
  }
  return parsed
}
