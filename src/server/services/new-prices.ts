import type { FastifyBaseLogger } from 'fastify'

/**
 * News of new market prices, from the feature that stores them (market-prices: the start-up load,
 * the background load, the data.gov.in ingester) to the features that follow prices (alerts), so
 * neither imports the other. A listener's failure is logged; the prices stay stored either way.
 */

/** A crop's 7-day forecast as forecast alerts read it (from the forecaster, via the caller). */
export interface ForecastChange {
  /** The crop's latest price date the forecast starts after ('YYYY-MM-DD'). */
  basisDate: string
  /** The last price the forecast starts from, paise per kg, and its date. */
  lastPaise: number
  lastDate: string
  /** The highest forecast price in 7 days: its change from the last price (%), price and day. */
  upPct: number
  upPaise: number
  upDate: string
  /** The lowest: its fall from the last price (%, positive), price and day. */
  downPct: number
  downPaise: number
  downDate: string
}

/** One crop's forecast for forecast alerts, or null when the crop cannot be forecast. */
export type ForecastSource = (commodity: string) => Promise<ForecastChange | null>

/** What a listener is told: the prices are in the database; forecasts come from the forecaster. */
export interface NewPrices {
  forecasts: ForecastSource
}
export type NewPricesListener = (news: NewPrices) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by app.ts: market-prices announces, alerts listens. */
    newPrices: NewPricesHub
  }
}

export class NewPricesHub {
  readonly #listeners: NewPricesListener[] = []

  /** A feature that follows prices listens from its registration on. */
  on(listener: NewPricesListener): void {
    this.#listeners.push(listener)
  }

  /** Tells every listener, one after another, after new prices are stored. */
  async announce(news: NewPrices, log: FastifyBaseLogger): Promise<void> {
    for (const listener of this.#listeners) {
      try {
        await listener(news)
      } catch (err) {
        log.error({ err }, 'a listener of new market prices failed')
      }
    }
  }
}
