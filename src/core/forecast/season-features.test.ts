import { describe, expect, it } from 'vitest'
import { dayNumber, isoFromDay } from '../dates/dates.ts'
import { toPeer, type Peer } from './peers.ts'
import { SEASON_FEATURES, writeSeasonFeatures, YEAR } from './season-features.ts'
import { isError, toDaily, type DailySeries } from './series.ts'

const D0 = dayNumber('2016-01-01') ?? 0
const at = (name: (typeof SEASON_FEATURES)[number]) => SEASON_FEATURES.indexOf(name)

/** A price on every day from 2016-01-01, `price(i)` on day i. */
function daily(days: number, price: (i: number) => number, start = D0): DailySeries {
  const d = toDaily(
    Array.from({ length: days }, (_, i) => ({ date: isoFromDay(start + i), value: price(i) })),
  )
  if (isError(d)) throw new Error(d.error)
  return d
}

function features(s: DailySeries, o: number, h: number, peers?: Peer[]) {
  const out = new Float64Array(SEASON_FEATURES.length)
  writeSeasonFeatures(s.values, s.start, peers, o, h, out, 0)
  return [...out]
}

/** A 52-week wave of ±20% in log price, and a price on it. */
const wave = (i: number) => 0.2 * Math.sin((2 * Math.PI * i) / YEAR)
const onWave = (i: number) => 1000 * Math.exp(wave(i))

describe('seasonal features', () => {
  it('give the median of earlier years’ change over the same days, and how many years', () => {
    const s = daily(4 * YEAR + 50, onWave)
    const o = 4 * YEAR + 30
    const h = 5
    const f = features(s, o, h)
    // Every year the same wave: the change over days o..o+h a year (or four) before.
    expect(f[at('seasonChange')]).toBeCloseTo(wave(o + h) - wave(o), 9)
    expect(f[at('seasonChange28')]).toBeCloseTo(wave(o + 28) - wave(o), 9)
    expect(f[at('seasonYears')]).toBe(4)
    // No peers: their figures are 0.
    expect(f[at('peerSeasonChange')]).toBe(0)
    expect(f[at('peerSeasonChange28')]).toBe(0)
  })

  it('take the median, so that one odd year does not move it', () => {
    // Three years of the wave; the year before the origin's doubles its price over the days read.
    const o = 3 * YEAR + 10
    const s = daily(o + 1, (i) => {
      const base = onWave(i)
      const inOddYear = i >= 2 * YEAR + 10 + 1 && i < 3 * YEAR
      return inOddYear ? 2 * base : base
    })
    const f = features(s, o, 3)
    expect(f[at('seasonYears')]).toBe(3)
    expect(f[at('seasonChange')]).toBeCloseTo(wave(o + 3) - wave(o), 9)
  })

  it('are 0 without a year of history, and read nothing after the origin', () => {
    const s = daily(300, onWave)
    expect(features(s, 299, 7)).toEqual([0, 0, 0, 0, 0])
    // Prices after the origin do not change them.
    const long = daily(3 * YEAR, onWave)
    const spoiled = daily(3 * YEAR, (i) => (i > 2 * YEAR ? 1 : onWave(i)))
    expect(features(spoiled, 2 * YEAR, 7)).toEqual(features(long, 2 * YEAR, 7))
  })

  it('give the peers’ median change over the same days of earlier years', () => {
    // A series of 100 days (no year of its own) beside three peers with two years of the wave.
    const start = D0 + 2 * YEAR
    const s = daily(100, () => 500, start)
    const peers = [0, 1, 2].map((k) =>
      toPeer(
        daily(2 * YEAR + 100, (i) => (1000 + 10 * k) * Math.exp(wave(i))),
        false,
      ),
    )
    const o = 90
    const f = features(s, o, 4, peers)
    const day = 2 * YEAR + o // the origin on the peers' index
    expect(f[at('seasonYears')]).toBe(0)
    expect(f[at('seasonChange')]).toBe(0)
    expect(f[at('peerSeasonChange')]).toBeCloseTo(wave(day + 4) - wave(day), 9)
    expect(f[at('peerSeasonChange28')]).toBeCloseTo(wave(day + 28) - wave(day), 9)
    // Two peers' two years are 4 changes (enough); one peer's 2 are not.
    expect(features(s, o, 4, peers.slice(0, 1))[at('peerSeasonChange')]).toBe(0)
  })
})
