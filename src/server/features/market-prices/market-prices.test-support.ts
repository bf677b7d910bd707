// Test-only: the market-price route tests' app, built on a small fixture of prices, and its
// accounts. Its bindings are live: each test file that calls useMarketPricesApp() gets its own app.
import { afterAll, beforeAll, expect } from 'vitest'
import { addDays } from '#core/dates/dates.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { importPrices, parseCsvPrices } from './import.ts'

const HEADER = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'
export const END = '2021-05-09'

/**
 * A small fixture (the app is built with LOAD_MARKET_DATA=false):
 * - Tomato at Kolar and Pune: 200 days of daily prices up to END (for history and forecasts);
 * - Onion at 12 markets, each with an older and a newer report;
 * - Potato at 'Onionville' (matches 'onion' by market) with a fractional modal price;
 * - Masur Dal at one market (synonym lookup).
 */
function fixture(): string {
  const lines: string[] = [HEADER]
  for (let i = 199; i >= 0; i--) {
    const d = addDays(END, -i)
    const kolar = Math.round(1000 + 150 * Math.sin(i / 9))
    const pune = Math.round(1300 + 100 * Math.cos(i / 11))
    lines.push(`${d},Karnataka,Kolar,Kolar,Tomato,Tomato,${kolar - 100},${kolar + 100},${kolar}`)
    lines.push(`${d},Maharashtra,Pune,Pune,Tomato,Local,${pune - 100},${pune + 100},${pune}`)
  }
  for (let m = 1; m <= 12; m++) {
    const market = `Mandi ${String(m).padStart(2, '0')}`
    lines.push(`${addDays(END, -20 - m)},Maharashtra,Nashik,${market},Onion,Red,500,900,700`)
    lines.push(`${addDays(END, -m)},Maharashtra,Nashik,${market},Onion,Red,800,1200,${1000 + m}`)
  }
  lines.push(`${addDays(END, -3)},Gujarat,Surat,Onionville,Potato,Other,1600,2125,1862.5`)
  lines.push(`${addDays(END, -30)},Uttar Pradesh,Bareilly,Bareilly,Masur Dal,Masur Dal,,,7000`)
  lines.push(`${addDays(END, -2)},Uttar Pradesh,Bareilly,Bareilly,Masur Dal,Masur Dal,,,7150`)
  return lines.join('\n') + '\n'
}

export let t: TestApp
/** A farmer in Chennai, where the fixture has no market: the list and the hint are all-India. */
export let farmer: string
export let farmerInPune: string
export let buyer: string

/** A farmer whose profile's location is `location` (registerUser's is 'Pune'). */
export async function farmerAt(location: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: `Farmer in ${location}`,
      email: `farmer-${location.toLowerCase().replace(/\W/g, '')}@example.in`,
      password: 'green-fields-42',
      role: 'farmer',
      location,
      phone: '9123456780',
    },
  })
  expect(res.statusCode).toBe(201)
  return cookieFrom(res.headers['set-cookie'])
}
/** Builds the app with the fixture's prices and the accounts, for the test file that calls it. */
export function useMarketPricesApp(): void {
  beforeAll(async () => {
    t = await buildTestApp()
    const parsed = parseCsvPrices(fixture())
    expect(parsed.rejected).toEqual([])
    await importPrices(t.testDb.database.db, parsed)
    // A location the fixture has no market in: the list and the hint are all-India.
    farmer = await farmerAt('Chennai')
    farmerInPune = (await registerUser(t.app, { role: 'farmer' })).cookie
    buyer = (await registerUser(t.app, { role: 'buyer' })).cookie
  })
  afterAll(() => t.close())
}

export const get = (url: string, cookie = farmer) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } })
