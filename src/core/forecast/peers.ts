/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are checked against each peer's range before use, which noUncheckedIndexedAccess cannot follow */
/**
 * Peers: the same commodity's prices in other markets. A market that reports once a fortnight
 * carries its last price forward while the commodity's other markets move; where they moved since
 * that last report is the strongest hint of where its next price will be (docs/forecast.md, "Third
 * pass"). These features are computed at an origin day from the peers' prices up to that day only,
 * so a forecast never sees a price after its origin.
 */
import type { DailySeries } from './series.ts'

/** A peer's daily series with, per day, the days since its last report. */
export type Peer = {
  start: number
  values: Float64Array
  /** Days since the last report, per day of `values`. */
  since: Int32Array
  /** In the forecast series' state (the local market first). */
  sameState: boolean
  /** In the forecast series' district (then the state). */
  sameDistrict?: boolean
}

/** The peers of one series, most regularly reporting first. */
export type Peers = readonly Peer[]

/** A peer's price counts on a day when it was reported at most this many days before. */
export const PEER_FRESH_DAYS = 3
/** At most this many fresh peers are read per feature (the most regular ones, for speed). */
export const PEER_LIMIT = 40
/** Fewest fresh peers for a state figure, and for an all-India one. */
const MIN_STATE = 2
const MIN_ALL = 3

export const PEER_FEATURES = [
  'peerGapChange',
  'peerGapChangeAll',
  'peerChange7',
  'peerSpread',
  'peerSpreadVsPast',
  'peerCount',
  'peerGapChangeNear',
] as const

/** Builds a peer from a daily series. */
export function toPeer(d: DailySeries, sameState: boolean): Peer {
  const since = new Int32Array(d.values.length)
  let last = 0
  for (let i = 0; i < since.length; i++) {
    if (d.reported[i]) last = i
    since[i] = i - last
  }
  return { start: d.start, values: d.values, since, sameState }
}

/** Sorts peers so that the most regularly reporting come first (the ones PEER_LIMIT keeps). */
export function orderPeers(peers: Peer[]): Peer[] {
  const density = (p: Peer) => {
    let n = 0
    for (const s of p.since) if (s === 0) n++
    return n / Math.max(1, p.since.length)
  }
  const d = new Map(peers.map((p) => [p, density(p)]))
  return peers.sort((a, b) => d.get(b)! - d.get(a)!)
}

function median(xs: number[]): number {
  const n = xs.length
  xs.sort((a, b) => a - b)
  return n % 2 ? xs[(n - 1) >> 1]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2
}

/** Which peers a figure reads: the same state's, the same district's, or all. */
type Near = 'state' | 'district' | null

/** Fresh peers' log changes from day `from` to day `to` (absolute day numbers). */
function changes(peers: Peers, from: number, to: number, near: Near): number[] {
  const out: number[] = []
  for (const p of peers) {
    if (near === 'state' && !p.sameState) continue
    if (near === 'district' && !p.sameDistrict) continue
    const a = from - p.start
    const b = to - p.start
    if (a < 0 || b >= p.values.length) continue
    if (p.since[a]! > PEER_FRESH_DAYS || p.since[b]! > PEER_FRESH_DAYS) continue
    out.push(Math.log(p.values[b]! / p.values[a]!))
    if (out.length >= PEER_LIMIT) break
  }
  return out
}

/** Fresh peers' log prices on day `day`. */
function levels(peers: Peers, day: number, near: Near): number[] {
  const out: number[] = []
  for (const p of peers) {
    if (near === 'state' && !p.sameState) continue
    if (near === 'district' && !p.sameDistrict) continue
    const i = day - p.start
    if (i < 0 || i >= p.values.length || p.since[i]! > PEER_FRESH_DAYS) continue
    out.push(Math.log(p.values[i]!))
    if (out.length >= PEER_LIMIT) break
  }
  return out
}

/** ln(own price) minus the peers' median log price on day `day` (state peers first); null without peers. */
function spread(peers: Peers, day: number, own: number): number | null {
  const st = levels(peers, day, 'state')
  const lv = st.length >= MIN_STATE ? st : levels(peers, day, null)
  return lv.length >= MIN_STATE ? Math.log(own) - median(lv) : null
}

/** Past days (before the last report) whose spread to the peers is the series' usual one. */
const PAST = [30, 91, 182]

/**
 * Writes PEER_FEATURES for origin index `o` of series `s` into `out` from index `at` on:
 * - peerGapChange: the peers' median log change from the series' last report to the origin (state
 *   peers when at least 2 are fresh on both days, else all-India when 3 are, else 0); 0 when the
 *   series reported on the origin day;
 * - peerGapChangeAll: the same over all peers;
 * - peerChange7: all peers' median log change over the last 7 days;
 * - peerSpread: ln(last price) minus the peers' median log price on the last report day (state
 *   peers first);
 * - peerSpreadVsPast: that spread minus its mean 30, 91 and 182 days earlier (how far the market
 *   is from its usual place among its peers), 0 when no earlier spread is known;
 * - peerCount: fresh peers on the origin day (at most PEER_LIMIT);
 * - peerGapChangeNear: peerGapChange from the same district's peers (one fresh is enough), else
 *   peerGapChange.
 * Without peers every feature is 0.
 */
export function writePeerFeatures(
  peers: Peers | undefined,
  s: DailySeries,
  o: number,
  out: Float64Array | Float32Array,
  at: number,
): void {
  for (let f = 0; f < PEER_FEATURES.length; f++) out[at + f] = 0
  if (!peers || peers.length === 0) return
  let last = o
  while (last > 0 && !s.reported[last]) last--
  const origin = s.start + o
  const lastReport = s.start + last
  if (lastReport < origin) {
    const st = changes(peers, lastReport, origin, 'state')
    const all = changes(peers, lastReport, origin, null)
    const gAll = all.length >= MIN_ALL ? median(all) : 0
    out[at] = st.length >= MIN_STATE ? median(st) : gAll
    out[at + 1] = gAll
    const near = changes(peers, lastReport, origin, 'district')
    out[at + 6] = near.length ? median(near) : out[at]
  }
  const c7 = changes(peers, origin - 7, origin, null)
  out[at + 2] = c7.length >= MIN_ALL ? median(c7) : 0
  const now = spread(peers, lastReport, s.values[last]!)
  if (now === null) return
  out[at + 3] = now
  let sum = 0
  let n = 0
  for (const k of PAST) {
    const i = last - k
    if (i < 0) break
    const past = spread(peers, s.start + i, s.values[i]!)
    if (past === null) continue
    sum += past
    n++
  }
  out[at + 4] = n ? now - sum / n : 0
  out[at + 5] = levels(peers, origin, null).length
}
