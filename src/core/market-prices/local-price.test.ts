import { describe, expect, it } from 'vitest'
import { localPrice, resolvePlace, type MarketPrice, type Place } from './local-price.ts'

const PLACES: Place[] = [
  { district: 'Pune', state: 'Maharashtra' },
  { district: 'Nashik', state: 'Maharashtra' },
  { district: 'Kolar', state: 'Karnataka' },
  { district: 'Aurangabad', state: 'Maharashtra' },
  { district: 'Aurangabad', state: 'Bihar' },
  { district: '', state: 'Goa' },
]

describe('resolvePlace', () => {
  it.each([
    ['Pune', { district: 'Pune', state: 'Maharashtra' }],
    ['  pune ', { district: 'Pune', state: 'Maharashtra' }],
    ['Nashik, Maharashtra', { district: 'Nashik', state: 'Maharashtra' }],
    ['Nashik district', { district: 'Nashik', state: 'Maharashtra' }],
    ['Aurangabad, Bihar', { district: 'Aurangabad', state: 'Bihar' }],
    ['Aurangabad', { district: 'Aurangabad', state: 'Maharashtra' }],
    ['Satara, Maharashtra', { district: null, state: 'Maharashtra' }],
    ['Panaji - Goa', { district: null, state: 'Goa' }],
    ['Karnataka', { district: null, state: 'Karnataka' }],
    ['Nowhere', { district: null, state: null }],
    ['', { district: null, state: null }],
    [null, { district: null, state: null }],
  ])('%j → %j', (location, place) => expect(resolvePlace(location, PLACES)).toEqual(place))
})

const row = (market: string, district: string, state: string, date: string, modalPrice: number) =>
  ({ market, district, state, date, modalPrice }) satisfies MarketPrice

const ROWS = [
  row('Pune', 'Pune', 'Maharashtra', '2025-12-26', 2000),
  row('Khed', 'Pune', 'Maharashtra', '2025-12-20', 1800),
  row('Junnar', 'Pune', 'Maharashtra', '2019-03-01', 900),
  row('Lasalgaon', 'Nashik', 'Maharashtra', '2025-12-27', 1500),
  row('Kolar', 'Kolar', 'Karnataka', '2025-12-27', 1200),
  row('Mulbagal', 'Kolar', 'Karnataka', '2025-12-26', 1300),
]

describe('localPrice', () => {
  const opts = { windowDays: 30 }
  it("starts from the farmer's district, naming its markets and dates", () => {
    expect(localPrice(ROWS, { district: 'Pune', state: 'Maharashtra' }, opts)).toEqual({
      scope: 'district',
      place: 'Pune',
      modalPrice: 1900,
      markets: 2,
      dateFrom: '2025-12-20',
      dateTo: '2025-12-26',
      sources: [ROWS[0], ROWS[1]],
    })
  })

  it('falls back to the state, then all India', () => {
    expect(localPrice(ROWS, { district: null, state: 'Maharashtra' }, opts)).toMatchObject({
      scope: 'state',
      place: 'Maharashtra',
      modalPrice: 1800,
      markets: 3,
    })
    expect(localPrice(ROWS, { district: 'Satara', state: 'Goa' }, opts)).toMatchObject({
      scope: 'india',
      place: null,
      markets: 5,
      modalPrice: 1500,
      dateFrom: '2025-12-20',
      dateTo: '2025-12-27',
    })
  })

  it("leaves out markets that stopped reporting long before the crop's newest price", () => {
    const r = localPrice(ROWS, { district: null, state: null }, opts)
    expect(r?.sources.map((s) => s.market)).toEqual([
      'Kolar',
      'Lasalgaon',
      'Mulbagal',
      'Pune',
      'Khed',
    ])
    const old = [row('Junnar', 'Pune', 'Maharashtra', '2019-03-01', 900), ...ROWS.slice(3)]
    expect(localPrice(old, { district: 'Pune', state: 'Maharashtra' }, opts)).toMatchObject({
      scope: 'state',
      markets: 1,
    })
  })

  it('is null without prices', () => {
    expect(localPrice([], { district: null, state: null }, opts)).toBeNull()
  })
})
