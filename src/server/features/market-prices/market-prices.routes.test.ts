import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addDays } from '#core/dates/dates.ts'
import { listLatestSql } from './market-prices.repo.ts'
import {
  buyer,
  END,
  farmerInPune,
  get,
  t,
  useMarketPricesApp,
} from './market-prices.test-support.ts'

// The price list, crops and history, fair prices, the status and limits.

useMarketPricesApp()

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
