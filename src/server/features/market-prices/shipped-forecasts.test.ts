import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FARMTREK_TRAINED_UNTIL } from '#core/forecast/model/farmtrek.ts'
import { TRAINING_FILES } from '#server/cli/forecast-data.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { loadStatusOf } from './load-status.ts'
import { loadRemainingFiles, loadShippedData, SHIPPED } from './market-data.startup.ts'
import { PriceForecasts } from './predictions.ts'

/**
 * Forecasts from the data shipped with the app: the start-up files, the 2024–2026 staples and the
 * 2016–2021 history (whose long but old onion, tomato and potato series must not be chosen).
 */
let t: TestDatabase
let forecasts: PriceForecasts
beforeAll(async () => {
  t = await createTestDatabase()
  await loadShippedData(t.database)
  const wanted = ['recent-staples-2024-2026.csv.gz', 'history.csv.gz']
  await loadRemainingFiles(t.database, loadStatusOf(t.database), {
    files: SHIPPED.filter((f) => wanted.includes(f.name)),
  })
  forecasts = new PriceForecasts(() => t.database.db)
}, 600_000)
afterAll(() => t.close())

const nowhere = { state: null, district: null }

describe('forecasts from the shipped data', () => {
  it.each([
    ['Onion', 'Lasalgaon(Vinchur)'],
    ['Tomato', 'APMC Pimpalgaon Baswant'],
    ['Brinjal', 'APMC Nasik'],
    ['Cabbage', 'APMC Nasik'],
    ['Cauliflower', 'APMC Nasik'],
  ])('%s is forecast from %s, from prices of 6 Oct 2026', async (crop, market) => {
    const p = await forecasts.predict(crop, undefined, nowhere)
    expect(p).toMatchObject({
      crop,
      market,
      district: 'Nashik',
      state: 'Maharashtra',
      scope: 'india',
      lastDate: '2026-10-06',
    })
    expect(p.dates[0]).toBe('2026-10-07')
    // The backtest's four weeks are of 2026, after every price the model was trained on.
    expect(p.backtestMape).toBeGreaterThan(0)
    expect(p.backtestMape).toBeLessThan(60)
    const inNashik = await forecasts.predict(crop, undefined, {
      state: 'Maharashtra',
      district: 'Nashik',
    })
    expect(inNashik).toMatchObject({ market, scope: 'district' })
  })

  it.each([
    // history.csv's potato series are long but end in 2021; the recent ones are weeks long.
    ['Potato', 'prices.history_too_old'],
    ['Wheat', 'prices.history_too_short'],
    ['Soyabean', 'prices.history_too_short'],
  ])('%s has no forecast, and says why (%s)', async (crop, code) => {
    const err = await forecasts.predict(crop, undefined, nowhere).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(HttpError)
    expect((err as HttpError).code).toBe(code)
  })
})

describe('the forecaster’s training data', () => {
  it(`ends on ${FARMTREK_TRAINED_UNTIL}, the day after which an accuracy figure is honest`, () => {
    let newest = ''
    for (const file of TRAINING_FILES) {
      const url = new URL(`./data/${file}`, import.meta.url)
      const text = gunzipSync(readFileSync(url)).toString('utf8')
      for (const m of text.matchAll(/^(\d{4}-\d{2}-\d{2}),/gm)) if (m[1]! > newest) newest = m[1]!
    }
    expect(newest).toBe(FARMTREK_TRAINED_UNTIL)
    expect(TRAINING_FILES).not.toContain('recent-staples-2024-2026.csv.gz')
  })
})
