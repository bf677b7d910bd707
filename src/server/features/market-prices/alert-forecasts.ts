import { addDays } from '#core/dates/dates.ts'
import type { Database, Executor } from '#server/db/client.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import type { ForecastSource } from '#server/services/new-prices.ts'
import { currentForecasts, PriceForecasts } from './predictions.ts'

const paise = (rupeesPerKg: number) => Math.round(rupeesPerKg * 100)

/**
 * A crop's 7-day forecast as forecast alerts read it: the change from the last price of the
 * forecast's series to the highest and to the lowest forecast price, with their days. Null when
 * the crop cannot be forecast (no series with enough recent history): its forecast alerts wait.
 */
export function alertForecasts(db: () => Executor): ForecastSource {
  const forecasts = new PriceForecasts(db)
  return async (commodity) => {
    let prediction, history
    try {
      prediction = await forecasts.predict(commodity)
      history = await forecasts.history(commodity, prediction.market ?? undefined)
    } catch {
      return null
    }
    const last = history.points.at(-1)
    const { prices, dates } = prediction
    if (!last || !(last.pricePerKg > 0) || prices.length === 0 || dates.length !== prices.length)
      return null
    let hi = 0
    let lo = 0
    prices.forEach((v, i) => {
      if (v > (prices[hi] ?? v)) hi = i
      if (v < (prices[lo] ?? v)) lo = i
    })
    const high = prices[hi] ?? last.pricePerKg
    const low = prices[lo] ?? last.pricePerKg
    return {
      // The forecast starts the day after the crop's latest prices.
      basisDate: addDays(dates[0] ?? last.date, -1),
      lastPaise: paise(last.pricePerKg),
      lastDate: last.date,
      upPct: ((high - last.pricePerKg) / last.pricePerKg) * 100,
      upPaise: paise(high),
      upDate: dates[hi] ?? last.date,
      downPct: ((last.pricePerKg - low) / last.pricePerKg) * 100,
      downPaise: paise(low),
      downDate: dates[lo] ?? last.date,
    }
  }
}

/** The refusals that mean a crop has no series to forecast from (chooseForecastSeries). */
const NO_FORECAST = new Set([
  'prices.too_little_history',
  'prices.history_too_short',
  'prices.history_too_old',
])

/**
 * Whether a crop gets a forecast (as forecast alerts read it: the series with enough recent
 * history nearest no one in particular): false when it has none, so a forecast alert for it would
 * never fire and is refused when set. Any other failure (the database) is thrown, not a "no".
 */
export function forecastableCrops(database: Database): (commodity: string) => Promise<boolean> {
  return async (commodity) => {
    try {
      // The price routes' forecasts: the alert's check is the price page's forecast, computed once.
      await currentForecasts(database).predict(commodity)
      return true
    } catch (err) {
      if (err instanceof HttpError && NO_FORECAST.has(err.code)) return false
      throw err
    }
  }
}
