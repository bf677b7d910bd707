import { readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { constants, createGunzip, gunzipSync } from 'node:zlib'
import {
  addCheckedRecord,
  addPriceRow,
  priceCsvHeader,
  readPriceCsv,
  type PriceCsvHeader,
  type ParsedPrices,
  type Rejected,
} from '#core/market-prices/price-csv.ts'
import type { PriceRecord } from '#core/market-prices/prices.ts'
import {
  agmarknetName,
  isMarketwiseReport,
  readMarketwiseReport,
} from '#core/market-prices/agmarknet-report.ts'
import { resolveWithinState } from '#core/places/place-resolve.ts'
import { stateNamed } from '#core/places/places.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { csvRows, csvRowStream, CsvSyntaxError } from '#server/lib/csv.ts'
import {
  heldMarkets,
  refreshLatest,
  upsertPrices,
  UPSERT_BATCH,
  type SeriesKey,
} from './price-import.repo.ts'

/**
 * Reading mandi price files (history.csv's columns, a data.gov.in JSON response, or Agmarknet's
 * monthly market-wise report with its arrivals) and importing them idempotently. Used by the
 * start-up load, `npm run data:import` and the ingester.
 */

export class PriceFileError extends Error {
  override name = 'PriceFileError'
}

/** The required columns' names, which an empty file lacks. */
const PRICE_CSV_REQUIRED_NAMES = (() => {
  const empty = priceCsvHeader([])
  return 'missing' in empty ? empty.missing : []
})()

const missingColumns = (missing: readonly string[]) =>
  new PriceFileError(
    `The CSV has no ${missing.join(', ')} column (expected history.csv's columns).`,
  )

/** Parses CSV text, turning a syntax error into a PriceFileError. */
function rowsOf(text: string) {
  try {
    return csvRows(text)
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new PriceFileError(`The file is ${err.message}.`)
    throw err
  }
}

/**
 * Parses a CSV text in history.csv's columns; throws PriceFileError when a needed column is
 * missing or the text is not CSV. For texts in memory; {@link readPriceFile} streams a file.
 */
export function parseCsvPrices(text: string): ParsedPrices {
  const read = readPriceCsv(rowsOf(text))
  if ('missing' in read) throw missingColumns(read.missing)
  return read
}

/**
 * Parses a CSV byte stream in history.csv's columns as it arrives (memory holds the records, never
 * the whole text); throws PriceFileError as {@link parseCsvPrices} does.
 */
export async function streamCsvPrices(input: Readable): Promise<ParsedPrices> {
  const parsed: ParsedPrices = { records: [], rejected: [] }
  let columns: PriceCsvHeader | null = null
  try {
    for await (const row of csvRowStream(input)) {
      if (columns) {
        addPriceRow(parsed, columns, row)
        continue
      }
      const header = priceCsvHeader(row.cells)
      if ('missing' in header) throw missingColumns(header.missing)
      columns = header
    }
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new PriceFileError(`The file is ${err.message}.`)
    throw err
  }
  if (!columns) throw missingColumns(PRICE_CSV_REQUIRED_NAMES)
  return parsed
}

/** The parts of a data.gov.in resource response we read. */
export interface DataGovResponse {
  records: unknown[]
  total?: number
  count?: number
  limit?: number | string
  offset?: number | string
}

/** Checks the envelope of a data.gov.in response; throws PriceFileError when it is not one. */
export function asDataGovResponse(body: unknown): DataGovResponse {
  if (!body || typeof body !== 'object' || !Array.isArray((body as DataGovResponse).records)) {
    throw new PriceFileError(
      'The response has no "records" list (not a data.gov.in resource response).',
    )
  }
  return body as DataGovResponse
}

/** Parses the records of a data.gov.in response (strings for numbers, dd/mm/yyyy dates). */
export function parseDataGovRecords(records: readonly unknown[], firstAt = 1): ParsedPrices {
  const parsed: ParsedPrices = { records: [], rejected: [] }
  records.forEach((r, i) => {
    const at = firstAt + i
    if (!r || typeof r !== 'object' || Array.isArray(r)) {
      parsed.rejected.push({ at, reason: 'not an object' })
      return
    }
    const o = r as Record<string, unknown>
    addCheckedRecord(parsed, at, {
      arrivalDate: o.arrival_date,
      state: o.state,
      district: o.district,
      market: o.market,
      commodity: o.commodity,
      variety: o.variety,
      grade: o.grade,
      minPrice: o.min_price,
      maxPrice: o.max_price,
      modalPrice: o.modal_price,
      // Arrivals where the resource publishes them ('Arrivals (Tonnes)', named as data.gov.in
      // names fields); absent in the daily price resource.
      arrivals: o.arrivals_tonnes ?? o.arrivals__tonnes_ ?? o.arrivals,
    })
  })
  return parsed
}

/**
 * The crop and state of an Agmarknet market-wise report: the report names neither (Agmarknet's
 * form picks them), so whoever imports it says which.
 */
export type ReportPlace = { commodity?: string | undefined; state?: string | undefined }

/**
 * Parses Agmarknet's monthly market-wise report (`core/market-prices/agmarknet-report.ts`) as the
 * prices of `place`'s crop in its state, arrivals kept; rows are numbered by their line. Throws
 * PriceFileError when the report cannot be read or the crop or state is not given.
 */
export function parseMarketwiseReport(text: string, place: ReportPlace): ParsedPrices {
  const commodity = agmarknetName(place.commodity ?? '')
  const state = agmarknetName(place.state ?? '')
  if (!commodity || !state) {
    throw new PriceFileError(
      'This is an Agmarknet market-wise report, which names neither the crop nor the state: give both (npm run data:import -- --commodity Onion --state Maharashtra FILE).',
    )
  }
  if (!stateNamed(state)) {
    throw new PriceFileError(
      `'${state}' is not a state or union territory of India: give the report's state as --state (e.g. Maharashtra).`,
    )
  }
  const rows = readMarketwiseReport(text.replace(/^\uFEFF/, ''))
  if ('error' in rows)
    throw new PriceFileError(`The Agmarknet report cannot be read: ${rows.error}.`)
  const parsed: ParsedPrices = { records: [], rejected: [] }
  for (const r of rows) {
    addCheckedRecord(parsed, r.line, {
      arrivalDate: r.date,
      state,
      market: r.market,
      commodity,
      variety: r.variety,
      minPrice: r.minPrice ?? '',
      maxPrice: r.maxPrice ?? '',
      modalPrice: r.modalPrice ?? '',
      arrivals: r.arrivalsTonnes ?? '',
    })
  }
  return parsed
}

/** The first bytes of a gzip stream, decompressed without reading the rest. */
const gunzipHead = (bytes: Buffer) =>
  gunzipSync(bytes.subarray(0, 4096), { finishFlush: constants.Z_SYNC_FLUSH })

/**
 * Reads a CSV, data.gov.in JSON file or Agmarknet market-wise report (of `place`'s crop and state),
 * gzip-compressed or not (by content, not by name). A CSV is parsed as a stream: the broad history
 * is 45 MB of text that is never held as one string (a report is a month of one crop in one state).
 */
export async function readPriceFile(
  file: string,
  place: ReportPlace = {},
): Promise<{ format: 'csv' | 'json' | 'report'; parsed: ParsedPrices }> {
  const bytes: Buffer = await readFile(file)
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b
  const head = (gzip ? gunzipHead(bytes) : bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  const first = head.trimStart()[0]
  if (isMarketwiseReport(head)) {
    const text = (gzip ? gunzipSync(bytes) : bytes).toString('utf8')
    return { format: 'report', parsed: parseMarketwiseReport(text, place) }
  }
  if (first !== '{' && first !== '[') {
    const input = Readable.from([bytes], { objectMode: false })
    const parsed = await streamCsvPrices(gzip ? input.pipe(createGunzip()) : input)
    return { format: 'csv', parsed }
  }
  const text = (gzip ? gunzipSync(bytes) : bytes).toString('utf8')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (err) {
    throw new PriceFileError(`The file is not valid JSON: ${(err as Error).message}`)
  }
  // A bare array of records is accepted too.
  const records = Array.isArray(body) ? body : asDataGovResponse(body).records
  return { format: 'json', parsed: parseDataGovRecords(records) }
}

/** A record's natural key (date, place, crop, variety, grade) as one string. */
export const recordKey = (r: PriceRecord) =>
  [r.arrivalDate, r.state, r.district, r.market, r.commodity, r.variety, r.grade].join('\u0000')

export interface ImportResult {
  added: number
  updated: number
  alreadyPresent: number
  rejected: Rejected[]
}

/**
 * The records of `parsed` without repeated keys (the first wins), and every rejection: the
 * parser's plus one per repeat, in input order.
 */
export function uniqueRecords(parsed: ParsedPrices): {
  unique: PriceRecord[]
  rejected: Rejected[]
} {
  const rejected = [...parsed.rejected]
  const seen = new Map<string, number>()
  const unique: PriceRecord[] = []
  for (const { at, value } of parsed.records) {
    const k = recordKey(value)
    const first = seen.get(k)
    if (first !== undefined) {
      rejected.push({
        at,
        reason: `duplicate of record ${first} (same date, market, crop, variety, grade)`,
      })
      continue
    }
    seen.set(k, at)
    unique.push(value)
  }
  rejected.sort((a, b) => a.at - b.at)
  return { unique, rejected }
}

/**
 * How a market without a district is held in `state`, by its lower-cased name: the spelling and
 * district of most of its series, where every district it is held under is one district
 * (Agmarknet spells Ahmednagar 'Ahmadnagar' too); a name held in two districts (Khed in Pune and
 * in Ratnagiri) is left out.
 */
async function heldMarketsByName(db: Executor, state: string, markets: readonly string[]) {
  const byKey = new Map<string, { market: string; district: string; series: number }[]>()
  for (const r of await heldMarkets(db, state, markets)) {
    const held = byKey.get(r.key)
    if (held) held.push(r)
    else byKey.set(r.key, [r])
  }
  const placed = new Map<string, { market: string; district: string }>()
  for (const [key, held] of byKey) {
    const places = new Set(
      held.map((h) => resolveWithinState(state, h.district)?.district ?? h.district),
    )
    if (places.size !== 1) continue
    const [most] = held
    if (most) placed.set(key, { market: most.market, district: most.district })
  }
  return placed
}

/**
 * Gives a record without a district (Agmarknet's market-wise report names none) the district its
 * market is already held under in the same state, and the market's name as held ('UMRANE' is
 * Umrane), so that its prices join that market's series instead of starting a second,
 * district-less one beside it (listed twice, and missed by the district-first choice of a
 * forecast's market). A market held in two districts, or not yet held, keeps none.
 */
export async function placeDistricts(db: Executor, parsed: ParsedPrices): Promise<void> {
  const byState = new Map<string, Set<string>>()
  for (const { value } of parsed.records) {
    if (value.district !== '') continue
    const markets = byState.get(value.state) ?? new Set<string>()
    markets.add(value.market)
    byState.set(value.state, markets)
  }
  for (const [state, markets] of byState) {
    const held = await heldMarketsByName(db, state, [...markets])
    if (held.size === 0) continue
    for (const { value } of parsed.records) {
      if (value.district !== '' || value.state !== state) continue
      const market = held.get(value.market.toLowerCase())
      if (market) Object.assign(value, market)
    }
  }
}

/**
 * Upserts parsed records in batches, then refreshes the latest-price rows they touch. Running it
 * twice adds nothing the second time. A repeated key inside the input is rejected (the first wins).
 * A record without a district takes its market's ({@link placeDistricts}).
 */
export async function importPrices(
  db: Db,
  parsed: ParsedPrices,
  opts: { onProgress?: (done: number, total: number) => void; batchSize?: number } = {},
): Promise<ImportResult> {
  await placeDistricts(db, parsed)
  const { unique, rejected } = uniqueRecords(parsed)
  const result: ImportResult = { added: 0, updated: 0, alreadyPresent: 0, rejected }
  const size = opts.batchSize ?? UPSERT_BATCH
  const keys = new Map<string, SeriesKey>()
  opts.onProgress?.(0, unique.length)
  for (let i = 0; i < unique.length; i += size) {
    const batch = unique.slice(i, i + size)
    const c = await upsertPrices(db, batch)
    result.added += c.added
    result.updated += c.updated
    result.alreadyPresent += c.unchanged
    if (c.added + c.updated > 0) {
      for (const r of batch) {
        const sk = {
          commodity: r.commodity,
          market: r.market,
          state: r.state,
          district: r.district,
        }
        keys.set(`${sk.commodity}\u0000${sk.market}\u0000${sk.state}\u0000${sk.district}`, sk)
      }
    }
    opts.onProgress?.(Math.min(i + size, unique.length), unique.length)
  }
  await refreshLatest(db, [...keys.values()])
  return result
}
