/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are checked against each series' range before use, which noUncheckedIndexedAccess cannot follow */
/**
 * Seasonal features (the twelfth pass, docs/forecast.md): how the price moved over the same days of
 * the year in earlier years, from the series' own past (the median over up to five years, steadier
 * than the single last year of OWN_FEATURES) and from its commodity's other markets (the commodity's
 * calendar, for a series with little history of its own). Every figure is read only from prices
 * before the origin. A model uses them only when it was trained with them (its `features` list
 * reaches them); the models before the twelfth pass end before them.
 */
import { median } from '../stats/median.ts'
import { PEER_FRESH_DAYS, PEER_LIMIT, type Peers } from './peers.ts'

export const SEASON_FEATURES = [
  'seasonChange',
  'seasonChange28',
  'seasonYears',
  'peerSeasonChange',
  'peerSeasonChange28',
] as const

/** 52 weeks: the same weekday a year before (features.ts's last year's change reads it too). */
export const YEAR = 364
/** Own years read at most, and the peers' years. */
const OWN_YEARS = 5
const PEER_YEARS = 3
/** Fewest (peer, year) changes for the peers' figure. */
const MIN_PEER_CHANGES = 3

/** The series' own log changes over `ahead` days from the origin's day of each earlier year. */
function ownChanges(values: ArrayLike<number>, o: number, ahead: number): number[] {
  const out: number[] = []
  for (let k = 1; k <= OWN_YEARS; k++) {
    const a = o - k * YEAR
    if (a < 0) break
    out.push(Math.log(values[a + ahead]! / values[a]!))
  }
  return out
}

/** Fresh peers' log changes over `ahead` days from the origin's day of each earlier year. */
function peerChanges(peers: Peers, origin: number, ahead: number): number[] {
  const out: number[] = []
  for (let k = 1; k <= PEER_YEARS; k++) {
    const from = origin - k * YEAR
    let n = 0
    for (const p of peers) {
      const a = from - p.start
      const b = a + ahead
      if (a < 0 || b >= p.values.length) continue
      if (p.since[a]! > PEER_FRESH_DAYS || p.since[b]! > PEER_FRESH_DAYS) continue
      out.push(Math.log(p.values[b]! / p.values[a]!))
      if (++n >= PEER_LIMIT) break
    }
  }
  return out
}

/**
 * Writes SEASON_FEATURES for origin index `o` (of a series starting on day `start`) and horizon `h`
 * into `out` from index `at` on:
 * - seasonChange: the median over earlier years (up to 5, 52 weeks apart) of the series' log change
 *   from the origin's day to h days later; 0 without a year;
 * - seasonChange28: the same over 28 days;
 * - seasonYears: how many years those medians read;
 * - peerSeasonChange: the median of the peers' log changes over the same h days of up to 3 earlier
 *   years (each peer fresh on both days), 0 with fewer than 3;
 * - peerSeasonChange28: the same over 28 days.
 */
export function writeSeasonFeatures(
  values: ArrayLike<number>,
  start: number,
  peers: Peers | undefined,
  o: number,
  h: number,
  out: Float64Array | Float32Array,
  at: number,
): void {
  const own = ownChanges(values, o, h)
  out[at] = own.length ? median(own) : 0
  const own28 = ownChanges(values, o, 28)
  out[at + 1] = own28.length ? median(own28) : 0
  out[at + 2] = own.length
  out[at + 3] = 0
  out[at + 4] = 0
  if (!peers || peers.length === 0) return
  const origin = start + o
  const p = peerChanges(peers, origin, h)
  if (p.length >= MIN_PEER_CHANGES) out[at + 3] = median(p)
  const p28 = peerChanges(peers, origin, 28)
  if (p28.length >= MIN_PEER_CHANGES) out[at + 4] = median(p28)
}
