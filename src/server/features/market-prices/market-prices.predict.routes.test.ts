import { describe, expect, it } from 'vitest'
import { addDays, dayNumber } from '#core/dates/dates.ts'
import type { Peers } from '#core/forecast/index.ts'
import {
  END,
  farmerAt,
  farmerInPune,
  get,
  t,
  useMarketPricesApp,
} from './market-prices.test-support.ts'
import { PriceForecasts } from './predictions.ts'

// Forecasts: GET /api/predict, and the peers a market's forecast reads.

useMarketPricesApp()

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
