/**
 * Pure rules for mandi price records: units, dates, validation and crop-name matching.
 * Source prices are rupees per quintal (100 kg).
 */
import { dayNumber } from '../dates/dates.ts'
import { paiseToRupees, rupeesToPaise } from '../money/money.ts'
import { matchCommodity } from '../crops/crop-match.ts'
import { canonicalCommodity } from '../crops/crop-vocabulary.ts'

/** ₹/kg from ₹/quintal (mandis quote per quintal, buyers think per kg): modal ÷ 100, to two decimals. */
export function pricePerKg(rupeesPerQuintal: number): number {
  // Rounding the quintal price to whole rupees first is exact in binary (only .5 is a tie).
  return Math.round(rupeesPerQuintal) / 100
}

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const pad2 = (n: string) => n.padStart(2, '0')

/**
 * A calendar date as 'YYYY-MM-DD', from data.gov.in's dd/mm/yyyy or an ISO date; null when the text
 * is not a real date (31/02/2021, 2021-13-01, empty) or lies outside 1990..2100.
 */
export function parseArrivalDate(text: string): string | null {
  const s = text.trim()
  const dmy = DMY.exec(s)
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- both groups are required in the pattern, so a match has them
  const iso = dmy ? `${dmy[3]}-${pad2(dmy[2]!)}-${pad2(dmy[1]!)}` : s
  if (dayNumber(iso) === null) return null
  const year = Number(iso.slice(0, 4))
  return year < 1990 || year > 2100 ? null : iso
}

/** One record as it arrives: every field text (CSV cells, data.gov.in JSON strings). */
export interface RawPriceRecord {
  arrivalDate?: unknown
  state?: unknown
  district?: unknown
  market?: unknown
  commodity?: unknown
  variety?: unknown
  grade?: unknown
  minPrice?: unknown
  maxPrice?: unknown
  modalPrice?: unknown
  arrivals?: unknown
}

/** A valid record: prices in ₹/quintal; min and max null where the source reported none (NR). */
export interface PriceRecord {
  arrivalDate: string
  state: string
  district: string
  market: string
  commodity: string
  variety: string
  grade: string
  minPrice: number | null
  maxPrice: number | null
  modalPrice: number
  /**
   * Quantity the market received that day, tonnes, where the source publishes it (Agmarknet's
   * 'Arrivals (Tonnes)'); null or absent where it does not.
   */
  arrivalsTonnes?: number | null
}

export type ValidationResult = { ok: true; record: PriceRecord } | { ok: false; reason: string }

/** Highest price we accept, ₹/quintal (saffron-class produce stays far below). */
export const MAX_PRICE_PER_QUINTAL = 10_000_000

const NOT_REPORTED = new Set(['', 'NR', 'NA', 'N/A', '-', 'NULL'])

function text(v: unknown): string {
  // Sources send texts or numbers; anything else (null, an object) is not a reported value.
  if (typeof v !== 'string' && typeof v !== 'number') return ''
  const s = String(v).trim()
  return /\s\s|[\t\r\n]/.test(s) ? s.replace(/\s+/g, ' ') : s
}

/** A price cell: null when not reported; NaN when it is not a number. */
function price(v: unknown): number | null {
  const s = text(v).replace(/,/g, '')
  if (NOT_REPORTED.has(s.toUpperCase())) return null
  if (!/^-?\d+(\.\d+)?$/.test(s)) return Number.NaN
  return Number(s)
}

/**
 * Checks one record and says why it is refused: bad date, missing state/market/crop, missing
 * modal price, a price that is not a number, not above zero or too large, min above max. A modal
 * price outside min..max is kept: it is the figure the pages and the forecaster use, and a stray
 * min or max says nothing against it; min above max cannot be stored (the table checks it).
 */
export function validatePriceRecord(raw: RawPriceRecord): ValidationResult {
  const dateText = text(raw.arrivalDate)
  const arrivalDate = parseArrivalDate(dateText)
  if (!arrivalDate) return { ok: false, reason: `bad date '${dateText}'` }
  const state = text(raw.state)
  const market = text(raw.market)
  const commodity = text(raw.commodity)
  if (!state) return { ok: false, reason: 'missing state' }
  if (!market) return { ok: false, reason: 'missing market' }
  if (!commodity) return { ok: false, reason: 'missing commodity' }
  const min = price(raw.minPrice)
  const max = price(raw.maxPrice)
  const modal = price(raw.modalPrice)
  if (modal === null) return { ok: false, reason: 'missing price (modal)' }
  const bad = priceProblem('min', min) ?? priceProblem('max', max) ?? priceProblem('modal', modal)
  if (bad) return { ok: false, reason: bad }
  if (min !== null && max !== null && min > max) {
    return { ok: false, reason: `min > max (${min} > ${max})` }
  }
  // Arrivals are an extra beside the price: a cell that is not a quantity (NR, text, below zero,
  // too large) leaves them unknown rather than refusing the price.
  const arrivals = price(raw.arrivals)
  const arrivalsTonnes =
    arrivals !== null &&
    Number.isFinite(arrivals) &&
    arrivals >= 0 &&
    arrivals <= MAX_ARRIVALS_TONNES
      ? round2(arrivals)
      : null
  return {
    ok: true,
    record: {
      arrivalDate,
      state,
      district: text(raw.district),
      market,
      commodity: canonicalCommodity(commodity),
      variety: text(raw.variety),
      grade: text(raw.grade),
      minPrice: min === null ? null : round2(min),
      maxPrice: max === null ? null : round2(max),
      modalPrice: round2(modal),
      // Only where published: records of sources without arrivals stay as they were.
      ...(arrivalsTonnes === null ? {} : { arrivalsTonnes }),
    },
  }
}

/** Largest arrivals we keep, tonnes (Lasalgaon's biggest onion days are a few thousand). */
export const MAX_ARRIVALS_TONNES = 1_000_000

function priceProblem(name: string, p: number | null): string | null {
  if (p === null) return null
  if (Number.isNaN(p)) return `${name} price is not a number`
  if (p <= 0) return `${name} price is not above zero`
  if (p > MAX_PRICE_PER_QUINTAL) return `${name} price is too large`
  return null
}

// Prices are kept to the paisa, as the database's numeric(12, 2) holds them.
const round2 = (rupees: number) => paiseToRupees(rupeesToPaise(rupees))

/**
 * The known crop a user's text names, or null: see {@link matchCommodity} (its own name, English,
 * Hindi and Tamil other names, plurals, a known word of a longer name).
 */
export function matchCrop(input: string, known: readonly string[]): string | null {
  const m = matchCommodity(input, known)
  return m.ok ? m.commodity : null
}

/** Direction of a forecast against today's price: beyond ±2 % is a move, otherwise flat. */
export function trendOf(today: number, forecast: readonly number[]): 'up' | 'down' | 'flat' {
  const last = forecast.at(-1)
  if (last === undefined || !(today > 0)) return 'flat'
  const change = (last - today) / today
  return change > 0.02 ? 'up' : change < -0.02 ? 'down' : 'flat'
}
