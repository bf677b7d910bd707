import { describe, expect, it } from 'vitest'
import { dayNumber, isoFromDay } from '../dates/dates.ts'
import { orderPeers, PEER_FEATURES, toPeer, writePeerFeatures, type Peer } from './peers.ts'
import { isError, toDaily, type DailySeries, type SeriesPoint } from './series.ts'
import { peerFinder, prepareSeries } from './training.ts'

const D0 = dayNumber('2024-01-01') ?? 0
const at = (name: (typeof PEER_FEATURES)[number]) => PEER_FEATURES.indexOf(name)

function daily(points: SeriesPoint[]): DailySeries {
  const d = toDaily(points)
  if (isError(d)) throw new Error(d.error)
  return d
}
/** A price on every day from 2024-01-01 for `days` days, `price(i)` on day i. */
const everyDay = (days: number, price: (i: number) => number) =>
  Array.from({ length: days }, (_, i) => ({ date: isoFromDay(D0 + i), value: price(i) }))

/** A market that reported on day 0 at 1000 and then on day 100 at 1000: a 100-day series. */
const sparse = daily([
  { date: isoFromDay(D0), value: 1000 },
  { date: isoFromDay(D0 + 80), value: 1000 },
  { date: isoFromDay(D0 + 100), value: 1000 },
])

function features(peers: Peer[] | undefined, s = sparse, o = 99) {
  const out = new Float64Array(PEER_FEATURES.length)
  writePeerFeatures(peers, s, o, out, 0)
  return out
}

describe('peer features', () => {
  it('are all 0 without peers', () => {
    expect([...features(undefined)]).toEqual(PEER_FEATURES.map(() => 0))
    expect([...features([])]).toEqual(PEER_FEATURES.map(() => 0))
  })

  it('give the peers’ move since the series’ last report, the state’s first', () => {
    // Day 80 (the last report before origin 99) to day 99: state peers +10 %, others −20 %.
    const state = [0, 1].map((k) =>
      toPeer(daily(everyDay(120, (i) => (i <= 80 ? 2000 + k : (2000 + k) * 1.1))), true),
    )
    const far = [0, 1, 2].map((k) =>
      toPeer(daily(everyDay(120, (i) => (i <= 80 ? 3000 + k : (3000 + k) * 0.8))), false),
    )
    const f = features([...state, ...far])
    expect(f[at('peerGapChange')]).toBeCloseTo(Math.log(1.1), 9)
    expect(f[at('peerGapChangeAll')]).toBeCloseTo(Math.log(0.8), 9) // the median of 5: a far one
    expect(f[at('peerCount')]).toBe(5)
    // One state peer is not enough for a state figure: the all-India median stands in.
    expect(features([state[0] as Peer, ...far])[at('peerGapChange')]).toBeCloseTo(Math.log(0.8), 9)
  })

  it('give the district’s move first, one fresh district peer being enough', () => {
    const state = [0, 1].map((k) =>
      toPeer(daily(everyDay(120, (i) => (i <= 80 ? 2000 + k : (2000 + k) * 1.1))), true),
    )
    const district = {
      ...toPeer(daily(everyDay(120, (i) => (i <= 80 ? 900 : 1200))), true),
      sameDistrict: true,
    }
    const f = features([...state, district])
    expect(f[at('peerGapChangeNear')]).toBeCloseTo(Math.log(1200 / 900), 9)
    expect(f[at('peerGapChange')]).toBeCloseTo(Math.log(1.1), 9) // the state's 3: median 1.1
    // Without a district peer, the state's figure stands in.
    expect(features(state)[at('peerGapChangeNear')]).toBeCloseTo(Math.log(1.1), 9)
  })

  it('give no gap change when the series reported on the origin day', () => {
    const peers = [0, 1, 2].map((k) => toPeer(daily(everyDay(120, (i) => 100 + i + k)), true))
    const f = features(peers, sparse, 100)
    expect(f[at('peerGapChange')]).toBe(0)
    expect(f[at('peerChange7')]).toBeGreaterThan(0)
  })

  it('read no price after the origin (changing later prices changes nothing)', () => {
    const make = (late: number) =>
      [0, 1, 2].map((k) =>
        toPeer(daily(everyDay(120, (i) => (i <= 99 ? 1500 + 10 * i + k : late))), true),
      )
    expect([...features(make(1))]).toEqual([...features(make(99_999))])
  })

  it('skip peers whose last report is stale', () => {
    // Peers that stopped reporting on day 50 have no fresh price on days 80 or 99.
    const stale = [0, 1, 2].map((k) => toPeer(daily(everyDay(51, () => 1000 + k)), true))
    const f = features(stale)
    expect(f[at('peerGapChange')]).toBe(0)
    expect(f[at('peerCount')]).toBe(0)
  })

  it('measure the market against its peers now and against its usual place among them', () => {
    // The series' own price is 1000 throughout; peers at 800 before day 80, then 1000.
    const s = daily(everyDay(101, () => 1000))
    const peers = [0, 1, 2].map(() =>
      toPeer(daily(everyDay(120, (i) => (i < 80 ? 800 : 1000))), true),
    )
    const f = features(peers, s, 100)
    expect(f[at('peerSpread')]).toBeCloseTo(0, 9)
    // 30, 91 and 182 days back (only the first two exist): the market was ln(1000/800) above them.
    expect(f[at('peerSpreadVsPast')]).toBeCloseTo(-Math.log(1000 / 800), 9)
  })
})

describe('peerFinder', () => {
  it('gives a series the other series of its commodity, the most regular first, by state', () => {
    const pts = (every: number) =>
      Array.from({ length: 60 }, (_, i) => ({ date: isoFromDay(D0 + i * every), value: 100 }))
    const pool = prepareSeries(
      [
        { key: 'a', group: 'Kerala / X / A', commodity: 'Pepper', points: pts(1) },
        { key: 'b', group: 'Kerala / X / B', commodity: 'Pepper', points: pts(3) },
        { key: 'c', group: 'Goa / Y / C', commodity: 'Pepper', points: pts(1) },
        { key: 'd', group: 'Kerala / X / D', commodity: 'Onion', points: pts(1) },
      ],
      2,
    )
    const peers = peerFinder(pool)({ key: 'b', group: 'Kerala / X / B', commodity: 'Pepper' })
    expect(peers?.map((p) => [p.values.length, p.sameState])).toEqual([
      [60, true],
      [60, false],
    ])
    expect(peerFinder(pool)({ key: 'z', group: 'Goa / Y / Z' })).toBeUndefined()
  })

  it('orders peers by their share of reported days', () => {
    const dense = toPeer(daily(everyDay(10, () => 1)), false)
    const thin = toPeer(
      daily([everyDay(10, () => 1)[0], everyDay(10, () => 1)[9]] as SeriesPoint[]),
      false,
    )
    expect(orderPeers([thin, dense])).toEqual([dense, thin])
  })
})
