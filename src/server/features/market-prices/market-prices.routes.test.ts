import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayNumber } from '#core/dates/dates.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { importPrices, parseCsvPrices } from './import.ts'
import { listLatestSql } from './market-prices.repo.ts'
import { PriceForecasts } from './predictions.ts'
import type { Peers } from '#core/forecast/index.ts'

const HEADER = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'
const END = '2021-05-09'

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

let t: TestApp
let farmer: string
let farmerInPune: string
let buyer: string

/** A farmer whose profile's location is `location` (registerUser's is 'Pune'). */
async function farmerAt(location: string): Promise<string> {
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

const get = (url: string, cookie = farmer) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } })

describe('access', () => {
  it.each([
    '/api/market-prices',
    '/api/market-prices/crops',
    '/api/market-prices/history?crop=Tomato',
    '/api/market-prices/fair-price?crop=Tomato',
    '/api/predict?crop=Tomato',
  ])('%s is for farmers only', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    expect((await get(url, buyer)).statusCode).toBe(403)
  })
})

describe('GET /api/market-prices', () => {
  it('lists each (crop, market) once at its latest date, newest first, 10 a page', async () => {
    const res = await get('/api/market-prices')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // 2 tomato + 12 onion + 1 potato + 1 masur dal
    expect(body).toMatchObject({ total: 16, page: 1, pageCount: 2 })
    expect(body.items).toHaveLength(10)
    expect(body.items.slice(0, 4)).toEqual([
      {
        crop: 'Tomato',
        pricePerKg: 10,
        market: 'Kolar',
        state: 'Karnataka',
        district: 'Kolar',
        date: END,
      },
      {
        crop: 'Tomato',
        pricePerKg: 14,
        market: 'Pune',
        state: 'Maharashtra',
        district: 'Pune',
        date: END,
      },
      {
        crop: 'Onion',
        pricePerKg: 10.01,
        market: 'Mandi 01',
        state: 'Maharashtra',
        district: 'Nashik',
        date: '2021-05-08',
      },
      {
        crop: 'Masur Dal',
        pricePerKg: 71.5,
        market: 'Bareilly',
        state: 'Uttar Pradesh',
        district: 'Bareilly',
        date: '2021-05-07',
      },
    ])
    expect(body.near).toEqual({ location: 'Chennai', district: null, state: null })
    const page2 = (await get('/api/market-prices?page=2')).json()
    expect(page2).toMatchObject({ total: 16, page: 2, pageCount: 2 })
    expect(page2.items).toHaveLength(6)
    const all = [...body.items, ...page2.items]
    const keys = all.map((r: { crop: string; market: string }) => `${r.crop}@${r.market}`)
    expect(new Set(keys).size).toBe(16)
    const dates = all.map((r: { date: string }) => r.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('gives modal ÷ 100 to two decimals', async () => {
    const body = (await get('/api/market-prices?q=onionville')).json()
    expect(body.items).toEqual([
      {
        crop: 'Potato',
        pricePerKg: 18.63,
        market: 'Onionville',
        state: 'Gujarat',
        district: 'Surat',
        date: '2021-05-06',
      },
    ])
  })

  it('filters by crop or market, ignoring case, with total and pages from the filtered count', async () => {
    const body = (await get('/api/market-prices?q=ONION')).json()
    expect(body).toMatchObject({ total: 13, page: 1, pageCount: 2 })
    const page2 = (await get('/api/market-prices?q=onion&page=2')).json()
    expect(page2.items).toHaveLength(3)
    const markets = [...body.items, ...page2.items].map(
      (r: { crop: string; market: string }) => `${r.crop}@${r.market}`,
    )
    expect(new Set(markets).size).toBe(13)
    expect(markets).toContain('Potato@Onionville')
    const byMarket = (await get('/api/market-prices?q=mandi%2007')).json()
    expect(byMarket.items).toEqual([
      {
        crop: 'Onion',
        pricePerKg: 10.07,
        market: 'Mandi 07',
        state: 'Maharashtra',
        district: 'Nashik',
        date: addDays(END, -7),
      },
    ])
  })

  it('treats LIKE wildcards in q as text', async () => {
    expect((await get('/api/market-prices?q=%25')).json()).toMatchObject({
      total: 0,
      items: [],
      pageCount: 1,
    })
    expect((await get('/api/market-prices?q=_')).json()).toMatchObject({ total: 0 })
  })

  it('answers an empty page past the end and refuses a bad page', async () => {
    expect((await get('/api/market-prices?page=9')).json()).toEqual({
      items: [],
      total: 16,
      page: 9,
      pageCount: 2,
      near: { location: 'Chennai', district: null, state: null },
    })
    const bad = await get('/api/market-prices?page=0')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Page must be a whole number from 1 to 1,00,000.')
  })

  it('reads only the small latest table, never market_prices (EXPLAIN)', async () => {
    for (const q of ['', 'onion']) {
      const res = (await t.testDb.database.db.execute(
        sql`explain ${listLatestSql(q)}`,
      )) as unknown as {
        rows: Array<Record<string, string>>
      }
      const plan = res.rows.map((r) => Object.values(r)[0]).join('\n')
      expect(plan).toMatch(/market_price_latest/)
      expect(plan).not.toMatch(/market_prices\b/)
    }
  })
})

describe('GET /api/market-prices/crops and /history', () => {
  it('lists known crops', async () => {
    expect((await get('/api/market-prices/crops')).json()).toEqual({
      crops: ['Masur Dal', 'Onion', 'Potato', 'Tomato'],
    })
  })

  it("gives a crop's daily median ₹/kg over the last 120 days, or one market's", async () => {
    const all = (await get('/api/market-prices/history?crop=tomato')).json()
    expect(all.crop).toBe('Tomato')
    expect(all.market).toBeNull()
    expect(all.points).toHaveLength(120)
    expect(all.points.at(-1)).toEqual({ date: END, pricePerKg: 12 }) // median of 1000 and 1400
    const kolar = (await get('/api/market-prices/history?crop=Tomato&market=kolar')).json()
    expect(kolar.market).toBe('Kolar')
    expect(kolar.points.at(-1)).toEqual({ date: END, pricePerKg: 10 })
    expect((await get('/api/market-prices/history?crop=Banana')).statusCode).toBe(404)
    expect((await get('/api/market-prices/history?crop=Tomato&market=Nowhere')).statusCode).toBe(
      404,
    )
  })
})

describe('GET /api/predict', () => {
  it.each(['/api/predict', '/api/predict?crop=', '/api/predict?crop=%20%20'])(
    '%s → 400',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Please select a crop to predict!')
    },
  )

  it('refuses an unknown crop, naming how many crops are known', async () => {
    const res = await get('/api/predict?crop=Banana')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(
      "No market prices for 'Banana'. Prices are known for 4 crops; pick one from the list.",
    )
  })

  it('forecasts 7 days from the day after the latest data, ₹/kg, with an 80% interval', async () => {
    const res = await get('/api/predict?crop=tomato')
    expect(res.statusCode).toBe(200)
    const p = res.json()
    expect(p.crop).toBe('Tomato')
    // No tomato market near Chennai: the nearest series anywhere (Kolar and Pune are level; A–Z).
    expect(p).toMatchObject({ market: 'Kolar', scope: 'india', lastDate: END })
    expect(p.dates).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => addDays(END, i)))
    expect(p.prices).toHaveLength(7)
    for (let i = 0; i < 7; i++) {
      expect(p.lower[i]).toBeLessThanOrEqual(p.prices[i])
      expect(p.upper[i]).toBeGreaterThanOrEqual(p.prices[i])
      expect(p.prices[i]).toBeGreaterThan(5)
      expect(p.prices[i]).toBeLessThan(25)
      expect(Number(p.prices[i].toFixed(2))).toBe(p.prices[i])
    }
    expect(typeof p.method).toBe('string')
    // Prices of 2021: the model was trained on that time, so no accuracy figure is claimed.
    expect(p.backtestMape).toBeNull()
  })

  it('gives an accuracy figure only from a backtest after what the forecaster was trained on', () => {
    const points = Array.from({ length: 200 }, (_, i) => ({
      date: addDays('2026-01-01', i),
      value: 1000 + 100 * Math.sin(i / 7),
    }))
    const trainedUntil = (d: string) =>
      new PriceForecasts(() => t.testDb.database.db, undefined, d).backtest(points)
    // The 28 origins are the last 28 days but one: from 2026-06-21 (day 171) on.
    expect(trainedUntil('2026-06-20')).toBeGreaterThan(0)
    expect(trainedUntil('2026-06-21')).toBeNull()
    expect(trainedUntil('2025-12-31')).toBeGreaterThan(0)
  })

  it("forecasts the farmer's own market when their district has one with enough prices", async () => {
    const inPune = await get('/api/predict?crop=tomato', farmerInPune)
    expect(inPune.statusCode).toBe(200)
    expect(inPune.json()).toMatchObject({
      crop: 'Tomato',
      market: 'Pune',
      state: 'Maharashtra',
      district: 'Pune',
    })
    // The same answer as asking for that market by name, but for how it was chosen.
    expect((await get('/api/predict?crop=Tomato&market=Pune', farmerInPune)).json()).toEqual({
      ...inPune.json(),
      scope: 'asked',
    })
    expect(inPune.json().scope).toBe('district')
    // No tomato market in Chennai: the nearest series anywhere.
    expect((await get('/api/predict?crop=Tomato')).json()).toMatchObject({
      market: 'Kolar',
      state: 'Karnataka',
      district: 'Kolar',
      scope: 'india',
    })
    // Nashik's onion markets have 2 prices each, fewer than MIN_FORECAST_REPORTS: none qualifies.
    const nashik = await farmerAt('Nashik')
    expect((await get('/api/market-prices', nashik)).json().near).toMatchObject({
      district: 'Nashik',
      state: 'Maharashtra',
    })
    const inNashik = await get('/api/predict?crop=Onion', nashik)
    expect(inNashik.statusCode).toBe(422)
    expect(inNashik.json()).toMatchObject({
      code: 'prices.history_too_short',
      params: { crop: 'Onion', most: 2, needed: 100 },
      message:
        'No forecast for Onion yet: a forecast needs 100 days of prices from one market, and the most any market has lately is 2 days.',
    })
    // A farmer in Nashik asking for tomato gets their state's series.
    expect((await get('/api/predict?crop=Tomato', nashik)).json()).toMatchObject({
      market: 'Pune',
      scope: 'state',
    })
    // A market asked for by name is forecast all the same.
    expect((await get('/api/predict?crop=Onion&market=Mandi 05', nashik)).json()).toMatchObject({
      market: 'Mandi 05',
      scope: 'asked',
    })
  })

  it('refuses a forecast when no market has MIN_FORECAST_REPORTS days of prices, and the hint goes without a trend', async () => {
    expect((await get('/api/predict?crop=Onion')).statusCode).toBe(422)
    const hint = await get('/api/market-prices/fair-price?crop=Onion')
    expect(hint.statusCode).toBe(200)
    expect(hint.json()).toMatchObject({ crop: 'Onion', trend: 'flat', forecast: [] })
  })

  it('answers a repeat from the cache', async () => {
    const first = await get('/api/predict?crop=Tomato&market=Pune')
    expect(first.statusCode).toBe(200)
    expect(first.json().market).toBe('Pune')
    const started = performance.now()
    const again = await get('/api/predict?crop=TOMATO&market=pune')
    const cachedMs = performance.now() - started
    expect(again.json()).toEqual(first.json())
    expect(cachedMs).toBeLessThan(200)
    expect((await get('/api/predict?crop=Tomato&market=Nowhere')).statusCode).toBe(404)
  })
})

describe("a market's forecast reads the crop's other markets (peers)", () => {
  /** A forecaster that records the peers it is given and answers a flat forecast. */
  function spy() {
    const seen: (Peers | undefined)[] = []
    const forecaster = (
      points: { date: string; value: number }[],
      horizon = 7,
      opts?: { peers?: Peers | undefined },
    ) => {
      seen.push(opts?.peers)
      const last = points.at(-1)?.value ?? 1
      const same = Array<number>(horizon).fill(last)
      return { dates: [], values: same, lower: same, upper: same, method: 'spy' }
    }
    return { seen, forecaster }
  }

  it('gives a market its district and state peers, itself excluded, each up to the origin', async () => {
    const { seen, forecaster } = spy()
    const f = new PriceForecasts(() => t.testDb.database.db, forecaster)
    await f.predict('Onion', 'Mandi 05')
    const peers = seen[0]
    expect(peers).toHaveLength(11) // the 11 other Nashik onion markets
    expect(peers?.every((p) => p.sameState && p.sameDistrict)).toBe(true)
    // Mandi 05's latest price is END − 5: no peer price after it is read. Mandi 01…04's reports of
    // END − 1…4 are left out (their series end at END − 21…24); Mandi 06's END − 6 is the latest.
    const lastDays = peers?.map((p) => p.start + p.values.length - 1) ?? []
    expect(Math.max(...lastDays)).toBe(dayNumber(addDays(END, -6)))
    expect(lastDays.filter((d) => d < (dayNumber(addDays(END, -20)) ?? 0))).toHaveLength(4)
    // The accuracy figure's forecasts get the same peers.
    expect(seen.slice(1).every((p) => p === peers)).toBe(true)

    const tomato = spy()
    await new PriceForecasts(() => t.testDb.database.db, tomato.forecaster).predict(
      'Tomato',
      'Pune',
    )
    const kolar = tomato.seen[0]
    expect(kolar).toHaveLength(1)
    expect(kolar?.[0]?.sameState).toBe(false)
    expect(kolar?.[0]?.values).toHaveLength(200)
  })
})

describe('GET /api/market-prices/fair-price', () => {
  it("gives the crop's median price per kg over all India when the farmer's place has no market, with its markets and dates", async () => {
    const res = await get('/api/market-prices/fair-price?crop=tomato')
    expect(res.statusCode).toBe(200)
    const f = res.json()
    expect(f).toMatchObject({
      crop: 'Tomato',
      pricePerKg: 12,
      date: END,
      dateFrom: END,
      markets: 2,
      scope: 'india',
      place: null,
      near: { location: 'Chennai', district: null, state: null },
    })
    expect(f.sources).toEqual([
      { market: 'Kolar', district: 'Kolar', state: 'Karnataka', date: END, pricePerKg: 10 },
      { market: 'Pune', district: 'Pune', state: 'Maharashtra', date: END, pricePerKg: 14 },
    ])
    expect(['up', 'down', 'flat']).toContain(f.trend)
    expect(f.forecast).toHaveLength(7)
  })

  it("starts from the farmer's own district, then their state", async () => {
    const tomato = (await get('/api/market-prices/fair-price?crop=Tomato', farmerInPune)).json()
    expect(tomato).toMatchObject({
      crop: 'Tomato',
      pricePerKg: 14,
      markets: 1,
      scope: 'district',
      place: 'Pune',
      near: { location: 'Pune', district: 'Pune', state: 'Maharashtra' },
    })
    const onion = (await get('/api/market-prices/fair-price?crop=Onion', farmerInPune)).json()
    expect(onion).toMatchObject({
      scope: 'state',
      place: 'Maharashtra',
      markets: 12,
      date: addDays(END, -1),
      dateFrom: addDays(END, -12),
    })
    expect(onion.sources).toHaveLength(5)
    const masur = (await get('/api/market-prices/fair-price?crop=Masur%20Dal', farmerInPune)).json()
    expect(masur).toMatchObject({ scope: 'india', place: null, markets: 1 })
  })

  it.each(['Masoor dal', 'tamatar', 'टमाटर', 'தக்காளி', 'Nashik onion', 'pyaz'])(
    'matches other names like %j',
    async (name) => {
      const res = await get(`/api/market-prices/fair-price?crop=${encodeURIComponent(name)}`)
      expect(res.statusCode).toBe(200)
      expect(['Masur Dal', 'Tomato', 'Onion']).toContain(res.json().crop)
    },
  )

  it('answers 404 with an error for an unknown crop', async () => {
    const res = await get('/api/market-prices/fair-price?crop=Dragonfruit')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/Dragonfruit/)
  })

  it('suggests the nearest known crop for a misspelt one', async () => {
    const res = await get('/api/market-prices/fair-price?crop=Tomatto')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({
      code: 'prices.unknown_crop_suggest',
      params: { crop: 'Tomatto', suggestion: 'Tomato', count: 4 },
      message:
        "No market prices for 'Tomatto'. Did you mean Tomato? Prices are known for 4 crops; pick one from the list.",
    })
  })
})

describe("the farmer's own market first in the list", () => {
  it('lists their district, then their state, then the rest newest first', async () => {
    const body = (await get('/api/market-prices', farmerInPune)).json()
    expect(body.near).toEqual({ location: 'Pune', district: 'Pune', state: 'Maharashtra' })
    const where = body.items.map((r: { market: string }) => r.market)
    expect(where.slice(0, 4)).toEqual(['Pune', 'Mandi 01', 'Mandi 02', 'Mandi 03'])
    const page2 = (await get('/api/market-prices?page=2', farmerInPune)).json()
    expect(page2.items.map((r: { market: string }) => r.market)).toEqual([
      'Mandi 10',
      'Mandi 11',
      'Mandi 12',
      'Kolar',
      'Bareilly',
      'Onionville',
    ])
  })
})

describe('GET /api/market-prices/status', () => {
  it('says how current the prices are and whether the live ingester runs', async () => {
    const res = await get('/api/market-prices/status')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ newestDate: END, crops: 4, loading: null, live: false })
    expect((await get('/api/market-prices/status', buyer)).statusCode).toBe(403)
  })
})

describe('limits', () => {
  it("refuses a search longer than the box allows with the server's own message", async () => {
    const res = await get(`/api/market-prices?q=${'a'.repeat(101)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Search: at most 100 characters.')
    expect((await get(`/api/market-prices?q=${'a'.repeat(100)}`)).statusCode).toBe(200)
  })
})
