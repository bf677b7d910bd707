import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '#core/dates/dates.ts'
import {
  LocalFairPriceSchema,
  SeasonalCalendarSchema,
} from '#core/market-prices/market-prices.contract.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { importPrices, parseCsvPrices } from './import.ts'

const HEADER = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'
/** ₹/quintal by month, January first: dear in the winter, cheap from March to October. */
const WINTER_DEAR = [3000, 2400, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2200, 2600]

/** A price every 7 days from `from` to `to`, following `shape` by month. */
function weekly(place: [string, string, string], crop: string, from: string, to: string) {
  const lines: string[] = []
  for (let d = from; d <= to; d = addDays(d, 7)) {
    const price = WINTER_DEAR[Number(d.slice(5, 7)) - 1] as number
    lines.push(`${d},${place.join(',')},${crop},,,,${price}`)
  }
  return lines
}

const FIXTURE = [
  HEADER,
  // Onion: five years at Lasalgaon (Maharashtra), two at Kolar (Karnataka).
  ...weekly(['Maharashtra', 'Nashik', 'Lasalgaon'], 'Onion', '2019-01-02', '2023-12-31'),
  ...weekly(['Karnataka', 'Kolar', 'Kolar'], 'Onion', '2022-01-05', '2023-12-31'),
  // Garlic: two years only.
  ...weekly(['Maharashtra', 'Nashik', 'Lasalgaon'], 'Garlic', '2022-01-05', '2023-12-31'),
].join('\n')

let t: TestApp
const cookies = new Map<string, string>()

async function userAt(location: string, role: 'farmer' | 'buyer' = 'farmer'): Promise<string> {
  const key = `${role}:${location}`
  const had = cookies.get(key)
  if (had) return had
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: `${role} in ${location}`,
      email: `${role}-${location.toLowerCase()}@example.in`,
      password: 'green-fields-42',
      role,
      location,
      phone: '9123456780',
    },
  })
  expect(res.statusCode).toBe(201)
  const cookie = cookieFrom(res.headers['set-cookie'])
  cookies.set(key, cookie)
  return cookie
}

const calendar = async (query: string, location = 'Nashik') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/market-prices/seasonal?${query}`,
    headers: { cookie: await userAt(location) },
  })
  expect(res.statusCode).toBe(200)
  return SeasonalCalendarSchema.parse(res.json())
}

beforeAll(async () => {
  t = await buildTestApp()
  const parsed = parseCsvPrices(FIXTURE)
  expect(parsed.rejected).toEqual([])
  await importPrices(t.testDb.database.db, parsed)
})
afterAll(() => t.close())

describe('GET /api/market-prices/seasonal', () => {
  it("gives the farmer's state's calendar: the winter rise and the spring fall, with their years", async () => {
    const cal = await calendar('crop=pyaz')
    expect(cal.crop).toBe('Onion')
    expect(cal.state).toBe('Maharashtra')
    expect([cal.years, cal.firstYear, cal.lastYear]).toEqual([5, 2019, 2023])
    expect(cal.months).toHaveLength(12)
    expect(cal.rise).toEqual({ from: 10, to: 1, percent: 50, years: 4, agree: 4 })
    expect(cal.fall).toEqual({ from: 1, to: 3, percent: -33, years: 5, agree: 5 })
    expect(cal.months[0]?.change).toBe(15.4)
  })

  it('falls back to all of India for a state with fewer than three years, and says so', async () => {
    const cal = await calendar('crop=Onion', 'Kolar')
    expect(cal.state).toBeNull()
    expect(cal.years).toBe(5)
    expect((await calendar('crop=onion&state=karnataka')).state).toBeNull()
    expect((await calendar('crop=onion&state=maharashtra', 'Kolar')).state).toBe('Maharashtra')
  })

  it('answers with no months for a crop with fewer than three years', async () => {
    const cal = await calendar('crop=Garlic')
    expect(cal.months).toEqual([])
    expect(cal.years).toBe(0)
    expect(cal.rise).toBeNull()
  })

  it('refuses an unknown crop, a buyer and a visitor', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/market-prices/seasonal?crop=Dragonfruit',
      headers: { cookie: await userAt('Nashik') },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'prices.unknown_crop' })
    const buyer = await t.app.inject({
      method: 'GET',
      url: '/api/market-prices/seasonal?crop=Onion',
      headers: { cookie: await userAt('Chennai', 'buyer') },
    })
    expect(buyer.statusCode).toBe(403)
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/market-prices/seasonal?crop=Onion',
    })
    expect(visitor.statusCode).toBe(401)
  })
})

describe("the fair-price hint's seasonal sentence", () => {
  const fairPrice = async (crop: string, location: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/market-prices/fair-price?crop=${crop}`,
      headers: { cookie: await userAt(location) },
    })
    expect(res.statusCode).toBe(200)
    return LocalFairPriceSchema.parse(res.json())
  }

  it("carries the usual rise and fall of the farmer's state, else India's", async () => {
    const nashik = await fairPrice('Onion', 'Nashik')
    expect(nashik.seasonal).toEqual({
      state: 'Maharashtra',
      rise: { from: 10, to: 1, percent: 50, years: 4, agree: 4 },
      fall: { from: 1, to: 3, percent: -33, years: 5, agree: 5 },
    })
    expect((await fairPrice('Onion', 'Kolar')).seasonal?.state).toBeNull()
  })

  it('is null for a crop without a calendar', async () => {
    expect((await fairPrice('Garlic', 'Nashik')).seasonal).toBeNull()
  })
})
