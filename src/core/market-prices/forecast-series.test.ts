import { describe, expect, it } from 'vitest'
import { chooseForecastSeries, type SeriesSummary } from './forecast-series.ts'

const s = (
  market: string,
  state: string,
  district: string,
  lastDate: string,
  reports: number,
): SeriesSummary => ({ market, state, district, lastDate, reports })

const ALL: SeriesSummary[] = [
  s('Lasalgaon', 'Maharashtra', 'Nashik', '2026-10-06', 560),
  s('Pune', 'Maharashtra', 'Pune', '2026-09-30', 120),
  s('Kolar', 'Karnataka', 'Kolar', '2026-09-20', 300),
  s('Bangalore', 'Karnataka', 'Bangalore', '2026-10-01', 99), // too few days
  s('Mysore', 'Karnataka', 'Mysore', '2021-05-09', 1800), // long, but stopped years ago
  s('Surat', 'Gujarat', 'Surat', '2026-10-05', 2), // a snapshot's day
]

const pick = (near: { state: string | null; district: string | null }) => {
  const c = chooseForecastSeries('Onion', ALL, near)
  if (!c.ok) throw new Error('no series')
  return c.series.map((x) => `${x.market}:${x.scope}`)
}

describe('chooseForecastSeries', () => {
  it.each([
    [
      { state: 'Maharashtra', district: 'Pune' },
      ['Pune:district', 'Lasalgaon:state', 'Kolar:india'],
    ],
    [
      { state: 'Maharashtra', district: 'Nashik' },
      ['Lasalgaon:district', 'Pune:state', 'Kolar:india'],
    ],
    [
      { state: 'Maharashtra', district: 'Satara' },
      ['Lasalgaon:state', 'Pune:state', 'Kolar:india'],
    ],
    [{ state: 'Karnataka', district: 'Mysore' }, ['Kolar:state', 'Lasalgaon:india', 'Pune:india']],
    [{ state: 'Gujarat', district: 'Surat' }, ['Lasalgaon:india', 'Pune:india', 'Kolar:india']],
    [{ state: null, district: null }, ['Lasalgaon:india', 'Pune:india', 'Kolar:india']],
  ])('near %j: %j', (near, expected) => {
    expect(pick(near)).toEqual(expected)
  })

  it('counts a series as recent up to 30 days before the crop’s newest price', () => {
    const c = chooseForecastSeries(
      'Onion',
      [s('A', 'X', 'x', '2026-10-06', 2), s('B', 'Y', 'y', '2026-09-06', 100)],
      { state: null, district: null },
    )
    expect(c.ok && c.series.map((x) => x.market)).toEqual(['B'])
    const late = chooseForecastSeries(
      'Onion',
      [s('A', 'X', 'x', '2026-10-06', 2), s('B', 'Y', 'y', '2026-09-05', 100)],
      { state: null, district: null },
    )
    expect(late.ok).toBe(false)
  })

  it('says the long series stopped long ago when only old ones have enough days', () => {
    expect(
      chooseForecastSeries(
        'Potato',
        [
          s('Agra', 'Uttar Pradesh', 'Agra', '2021-05-09', 1500),
          s('Deesa', 'Gujarat', 'Banaskantha', '2026-02-08', 92),
          s('Kolar', 'Karnataka', 'Kolar', '2026-08-22', 37),
        ],
        { state: 'Gujarat', district: 'Banaskantha' },
      ),
    ).toEqual({
      ok: false,
      refusal: {
        code: 'prices.history_too_old',
        params: { crop: 'Potato', year: 2021, most: 37, needed: 100 },
        field: 'crop',
      },
    })
  })

  it('says how many days the best recent market has when no market has enough', () => {
    expect(
      chooseForecastSeries(
        'Wheat',
        [
          s('Rajkot', 'Gujarat', 'Rajkot', '2026-02-08', 92),
          s('Hubli', 'Karnataka', 'Dharwad', '2026-02-01', 40),
        ],
        { state: null, district: null },
      ),
    ).toEqual({
      ok: false,
      refusal: {
        code: 'prices.history_too_short',
        params: { crop: 'Wheat', most: 92, needed: 100 },
        field: 'crop',
      },
    })
  })
})
