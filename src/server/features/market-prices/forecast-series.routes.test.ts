import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '#core/dates/dates.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { importPrices, parseCsvPrices } from './import.ts'

const HEADER = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'

/** `days` daily prices of one series up to `end`, moving so that no forecaster finds it flat. */
function series(
  [state, district, market, crop]: [string, string, string, string],
  end: string,
  days: number,
): string[] {
  return Array.from({ length: days }, (_, i) => {
    const price = Math.round(1500 + 200 * Math.sin(i / 6) + 3 * i)
    return `${addDays(end, -(days - 1 - i))},${state},${district},${market},${crop},,,,${price}`
  })
}

/**
 * Brinjal: a long series in Pune that stopped in 2021, a recent one at Nasik (Nashik district, the
 * crop's newest), a recent one at Kolar (Karnataka) and two days at Surat (Gujarat). Potato: a long
 * 2021 series and a short recent one. Wheat: only a short recent one.
 */
const FIXTURE = [
  HEADER,
  ...series(['Maharashtra', 'Pune', 'Old Mandi', 'Brinjal'], '2021-05-09', 400),
  ...series(['Maharashtra', 'Nashik', 'Nasik', 'Brinjal'], '2026-10-06', 150),
  ...series(['Karnataka', 'Kolar', 'Kolar', 'Brinjal'], '2026-10-01', 120),
  ...series(['Gujarat', 'Surat', 'Surat', 'Brinjal'], '2026-10-05', 2),
  ...series(['Uttar Pradesh', 'Agra', 'Agra', 'Potato'], '2021-05-09', 150),
  ...series(['Gujarat', 'Banaskantha', 'Deesa', 'Potato'], '2026-02-08', 60),
  ...series(['Gujarat', 'Rajkot', 'Rajkot', 'Wheat'], '2026-02-08', 60),
].join('\n')

let t: TestApp
const farmers = new Map<string, string>()

async function farmerAt(location: string): Promise<string> {
  const had = farmers.get(location)
  if (had) return had
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: `Farmer in ${location}`,
      email: `farmer-${location.toLowerCase()}@example.in`,
      password: 'green-fields-42',
      role: 'farmer',
      location,
      phone: '9123456780',
    },
  })
  expect(res.statusCode).toBe(201)
  const cookie = cookieFrom(res.headers['set-cookie'])
  farmers.set(location, cookie)
  return cookie
}

const get = async (url: string, location: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: await farmerAt(location) } })

beforeAll(async () => {
  t = await buildTestApp()
  const parsed = parseCsvPrices(FIXTURE)
  expect(parsed.rejected).toEqual([])
  await importPrices(t.testDb.database.db, parsed)
})
afterAll(() => t.close())

describe('the series a forecast is made from: the farmer’s district, then state, then any', () => {
  it.each([
    ['Nashik', 'Nasik', 'district', '2026-10-06'],
    ['Kolar', 'Kolar', 'district', '2026-10-01'],
    // Pune's own brinjal series is long but stopped in 2021: the state's recent one instead.
    ['Pune', 'Nasik', 'state', '2026-10-06'],
    // Surat's two days are too few: the newest series anywhere.
    ['Surat', 'Nasik', 'india', '2026-10-06'],
    ['Chennai', 'Nasik', 'india', '2026-10-06'],
  ])(
    'a farmer in %s gets Brinjal at %s (%s), from prices of %s',
    async (place, market, scope, last) => {
      const res = await get('/api/predict?crop=Brinjal', place)
      expect(res.statusCode).toBe(200)
      const p = res.json()
      expect(p).toMatchObject({ crop: 'Brinjal', market, scope, lastDate: last })
      expect(p.dates[0]).toBe(addDays(last, 1))
      expect(p.prices).toHaveLength(7)
    },
  )

  it('gives the accuracy of a backtest on prices after those the model was trained on', async () => {
    const p = (await get('/api/predict?crop=Brinjal', 'Nashik')).json()
    expect(p.backtestMape).toBeGreaterThan(0)
    expect(p.backtestMape).toBeLessThan(50)
  })

  it('gives the fair-price hint the trend of the same series', async () => {
    const hint = (await get('/api/market-prices/fair-price?crop=Brinjal', 'Pune')).json()
    const p = (await get('/api/predict?crop=Brinjal', 'Pune')).json()
    expect(hint.forecast).toEqual(p.prices)
  })

  it('says the long series stopped long ago when only old ones have enough days', async () => {
    const res = await get('/api/predict?crop=Potato', 'Banaskantha')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'prices.history_too_old',
      params: { crop: 'Potato', year: 2021, needed: 100 },
      message:
        'No forecast for Potato: the markets with a long price history for it stopped reporting in 2021, and no market has 100 days of recent prices.',
    })
  })

  it('says how many days the best market has when none has enough', async () => {
    const res = await get('/api/predict?crop=Wheat', 'Rajkot')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'prices.history_too_short',
      params: { crop: 'Wheat', most: 60, needed: 100 },
      message:
        'No forecast for Wheat yet: a forecast needs 100 days of prices from one market, and the most any market has lately is 60 days.',
    })
    // The fair-price hint still gives the price, without a trend.
    const hint = await get('/api/market-prices/fair-price?crop=Wheat', 'Rajkot')
    expect(hint.statusCode).toBe(200)
    expect(hint.json()).toMatchObject({ crop: 'Wheat', trend: 'flat', forecast: [] })
  })
})
