import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from '../dates/dates.ts'
import { median } from '../stats/median.ts'
import {
  matchCrop,
  parseArrivalDate,
  pricePerKg,
  trendOf,
  validatePriceRecord,
  type RawPriceRecord,
} from './prices.ts'

describe('pricePerKg', () => {
  it.each([
    [1180, 11.8],
    [1000, 10],
    [1862.5, 18.63],
    [1837.5, 18.38],
    [1234.45, 12.34],
    [99, 0.99],
    [16600, 166],
  ])('%s ₹/quintal is %s ₹/kg', (quintal, kg) => {
    expect(pricePerKg(quintal)).toBe(kg)
  })
})

describe('parseArrivalDate', () => {
  it.each([
    ['09/05/2021', '2021-05-09'],
    ['9/5/2021', '2021-05-09'],
    ['2021-05-09', '2021-05-09'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29/02/2023', null],
    ['31/04/2021', null],
    ['2021-13-01', null],
    ['00/01/2021', null],
    ['05-09-2021', null],
    ['', null],
    ['yesterday', null],
    ['01/01/1850', null],
  ])('%j → %j', (text, expected) => {
    expect(parseArrivalDate(text)).toBe(expected)
  })
})

describe('date arithmetic', () => {
  it.each([
    ['2021-05-09', 1, '2021-05-10'],
    ['2021-02-28', 1, '2021-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2021-01-01', -1, '2020-12-31'],
  ])('%s + %i = %s', (d, n, out) => {
    expect(addDays(d, n)).toBe(out)
    expect(daysBetween(d, out)).toBe(n)
  })
})

const good: RawPriceRecord = {
  arrivalDate: '09/05/2021',
  state: 'Maharashtra',
  district: 'Nashik',
  market: 'Lasalgaon(Niphad)',
  commodity: 'Onion',
  variety: 'Other',
  grade: '',
  minPrice: '551',
  maxPrice: '1300',
  modalPrice: '1000',
}

describe('validatePriceRecord', () => {
  it('accepts a data.gov.in record and normalises it', () => {
    expect(validatePriceRecord(good)).toEqual({
      ok: true,
      record: {
        arrivalDate: '2021-05-09',
        state: 'Maharashtra',
        district: 'Nashik',
        market: 'Lasalgaon(Niphad)',
        commodity: 'Onion',
        variety: 'Other',
        grade: '',
        minPrice: 551,
        maxPrice: 1300,
        modalPrice: 1000,
      },
    })
  })

  it.each<[string, Partial<RawPriceRecord>, string | null]>([
    ['NR min and max are kept as null', { minPrice: 'NR', maxPrice: '' }, null],
    ['empty district is allowed', { district: '' }, null],
    ['fractional modal', { modalPrice: '1862.5', maxPrice: '2125' }, null],
    ['a bad date', { arrivalDate: '31/02/2021' }, "bad date '31/02/2021'"],
    ['no date', { arrivalDate: undefined }, "bad date ''"],
    ['missing modal price', { modalPrice: '' }, 'missing price (modal)'],
    ['NR modal price', { modalPrice: 'NR' }, 'missing price (modal)'],
    ['modal not a number', { modalPrice: '12a' }, 'modal price is not a number'],
    ['zero modal', { modalPrice: '0' }, 'modal price is not above zero'],
    ['negative min', { minPrice: '-5' }, 'min price is not above zero'],
    ['huge max', { maxPrice: '99999999' }, 'max price is too large'],
    ['min above max', { minPrice: '1500', maxPrice: '1300' }, 'min > max (1500 > 1300)'],
    ['missing state', { state: ' ' }, 'missing state'],
    ['missing market', { market: null }, 'missing market'],
    ['missing commodity', { commodity: '' }, 'missing commodity'],
  ])('%s', (_name, change, reason) => {
    const r = validatePriceRecord({ ...good, ...change })
    if (reason === null) expect(r.ok).toBe(true)
    else expect(r).toEqual({ ok: false, reason })
  })

  it('keeps NR prices as null', () => {
    const r = validatePriceRecord({ ...good, minPrice: 'NR', maxPrice: '' })
    expect(r.ok && [r.record.minPrice, r.record.maxPrice]).toEqual([null, null])
  })
})

describe('median', () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('%j → %s', (xs, m) => expect(median(xs)).toBe(m))
  it('is NaN for no values', () => expect(median([])).toBeNaN())
})

describe('matchCrop', () => {
  const known = [
    'Green Gram Dal (Moong Dal)',
    'Masur Dal',
    'Mustard Oil',
    'Onion',
    'Potato',
    'Sugar',
    'Tomato',
  ]
  it.each([
    ['tomato', 'Tomato'],
    ['  ONION ', 'Onion'],
    ['Masoor dal', 'Masur Dal'],
    ['masur-dal', 'Masur Dal'],
    ['Moong Dal', 'Green Gram Dal (Moong Dal)'],
    ['moong', 'Green Gram Dal (Moong Dal)'],
    ['Aloo', 'Potato'],
    ['Tomatoes', 'Tomato'],
    ['mustard oil', 'Mustard Oil'],
    ['Banana', null],
    ['', null],
    ['%', null],
  ])('%j → %j', (input, out) => expect(matchCrop(input, known)).toBe(out))
})

describe('trendOf', () => {
  it.each<[number, number[], string]>([
    [10, [10, 10.5, 11], 'up'],
    [10, [9.9, 9.5, 9], 'down'],
    [10, [10.1, 10.15], 'flat'],
    [10, [], 'flat'],
    [0, [5], 'flat'],
  ])('%s then %j → %s', (today, f, t) => expect(trendOf(today, f)).toBe(t))
})
