import type { PriceCondition as AlertCondition } from './alerts.contract.ts'

/**
 * When a price alert speaks. Pure: the caller passes the price and the day.
 *
 * Prices: a mandi's modal price is in ₹ per quintal (100 kg), so its number is also the price in
 * paise per kg (₹2,640/quintal = 2,640 paise/kg = ₹26.40/kg). Alerts compare in paise per kg.
 */

/**
 * Hysteresis: after a message, the alert re-arms only once the price is back across the line by
 * this fraction of it (3 %: an 'above ₹25' alert re-arms below ₹24.25), so a price that wobbles
 * around the line does not send a message each day.
 */
export const REARM_MARGIN = 0.03

/**
 * A forecast alert re-arms once the forecast's change falls below this share of its percent
 * (half: a 'forecast up by more than 10 %' alert re-arms when the forecast says under 5 %).
 */
export const FORECAST_REARM_SHARE = 0.5

/** Whether the price (paise/kg) is on the alert's side of the line. */
export function crosses(condition: AlertCondition, pricePaise: number, thresholdPaise: number) {
  return condition === 'above' ? pricePaise > thresholdPaise : pricePaise < thresholdPaise
}

/** Whether the price is back across the line by the margin, so the alert may speak again. */
export function rearms(condition: AlertCondition, pricePaise: number, thresholdPaise: number) {
  return condition === 'above'
    ? pricePaise < thresholdPaise * (1 - REARM_MARGIN)
    : pricePaise > thresholdPaise * (1 + REARM_MARGIN)
}

export interface AlertStep {
  next: 'armed' | 'fired'
  send: boolean
}

/**
 * One evaluation of one alert on a new price: 'armed' and on the line's side → send and go
 * 'fired', unless a message went out already today (India's date), then stay armed for a later
 * day; 'fired' and back across by the margin → 'armed' again. The server runs the same rule as
 * SQL over every alert at once (server/features/alerts/price-alerts.ts); this is its reference.
 */
export function stepAlert(input: {
  status: 'armed' | 'fired'
  condition: AlertCondition
  pricePaise: number
  thresholdPaise: number
  lastSentOn: string | null
  today: string
}): AlertStep {
  const { status, condition, pricePaise, thresholdPaise } = input
  if (status === 'armed') {
    if (!crosses(condition, pricePaise, thresholdPaise)) return { next: 'armed', send: false }
    if (input.lastSentOn !== null && input.lastSentOn >= input.today) {
      return { next: 'armed', send: false }
    }
    return { next: 'fired', send: true }
  }
  return { next: rearms(condition, pricePaise, thresholdPaise) ? 'armed' : 'fired', send: false }
}

/** India's calendar date ('YYYY-MM-DD', UTC+5:30) at `now`: the day of the one-a-day limit. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}
