import { z } from 'zod'
import { pageParam } from '../http/paging.ts'

import {
  CROP_QUERY_MAX,
  MARKET_PRICES_Q_MAX,
  SELECT_CROP_TO_PREDICT,
} from './market-prices.messages.ts'
import { SCOPES } from './local-price.ts'

export * from './market-prices.messages.ts'

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const MarketPricesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MARKET_PRICES_Q_MAX, `Search: at most ${MARKET_PRICES_Q_MAX} characters.`)
    .default(''),
  page: pageParam,
})
export type MarketPricesQuery = z.infer<typeof MarketPricesQuerySchema>

/** One mandi price; `date` is the record's own arrival date, not the day we fetched it. */
export const MarketPriceRowSchema = z.object({
  crop: z.string(),
  /** ₹ per kg: modal ÷ 100, two decimals. */
  pricePerKg: z.number(),
  market: z.string(),
  state: z.string(),
  district: z.string(),
  date: IsoDate,
  /** Tonnes the market received that day; absent where the source publishes none. */
  arrivalsTonnes: z.number().nullable().optional(),
})
export type MarketPriceRow = z.infer<typeof MarketPriceRowSchema>

/** The farmer's district and state, read from their profile's location (null parts unknown). */
export const NearSchema = z.object({
  location: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
})
export type Near = z.infer<typeof NearSchema>

export const MarketPricesPageSchema = z.object({
  items: z.array(MarketPriceRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** Rows of this district, then this state, come first. */
  near: NearSchema,
})
export type MarketPricesPage = z.infer<typeof MarketPricesPageSchema>

const cropParam = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(CROP_QUERY_MAX, `Crop: at most ${CROP_QUERY_MAX} characters.`)
const marketParam = z
  .string()
  .trim()
  .max(100, 'Market: at most 100 characters.')
  .optional()
  .transform((v) => (v ? v : undefined))

export const PriceHistoryQuerySchema = z.object({
  crop: cropParam('Please choose a crop.'),
  market: marketParam,
})

export const PricePointSchema = z.object({
  date: IsoDate,
  pricePerKg: z.number(),
  /** One market's arrivals that day, tonnes (its varieties summed); absent where none are published. */
  arrivalsTonnes: z.number().nullable().optional(),
})
export type PricePoint = z.infer<typeof PricePointSchema>

/** Daily modal ₹/kg: one market's, or the median across the crop's reporting markets. */
export const PriceHistorySchema = z.object({
  crop: z.string(),
  market: z.string().nullable(),
  points: z.array(PricePointSchema),
})
export type PriceHistory = z.infer<typeof PriceHistorySchema>

export const CropsSchema = z.object({ crops: z.array(z.string()) })
export type Crops = z.infer<typeof CropsSchema>

export const FairPriceQuerySchema = z.object({ crop: cropParam('Please choose a crop.') })

export const TRENDS = ['up', 'down', 'flat'] as const
export const FairPriceSchema = z.object({
  crop: z.string(),
  /** Median over markets of each market's latest modal price, ₹/kg. */
  pricePerKg: z.number(),
  /** The latest arrival date among those markets. */
  date: IsoDate,
  markets: z.number().int(),
  trend: z.enum(TRENDS),
  /** Next 7 days, ₹/kg (empty when there is too little history to forecast). */
  forecast: z.array(z.number()),
})
export type FairPrice = z.infer<typeof FairPriceSchema>

export const PredictQuerySchema = z.object({
  crop: cropParam(SELECT_CROP_TO_PREDICT),
  market: marketParam,
})

/**
 * Which series a forecast is of: the market asked for, or the nearest with enough recent prices
 * in the farmer's district, their state, or anywhere (core/market-prices/forecast-series.ts).
 */
export const FORECAST_SCOPES = ['asked', 'district', 'state', 'india'] as const

/** A crop's forecast, with the 80 % interval, the method and its recent accuracy. */
export const PredictionSchema = z.object({
  crop: z.string(),
  /** The market whose prices are forecast (null only for a market-less series, never sent today). */
  market: z.string().nullable(),
  /** The market's state and district. */
  state: z.string().nullable(),
  district: z.string().nullable(),
  scope: z.enum(FORECAST_SCOPES),
  /** The date of the last price the forecast starts from; `dates` are the days after it. */
  lastDate: IsoDate,
  dates: z.array(IsoDate),
  /** ₹/kg for each date. */
  prices: z.array(z.number()),
  lower: z.array(z.number()),
  upper: z.array(z.number()),
  /** The forecaster's name, for engineers (the farmer's page does not show it). */
  method: z.string(),
  /**
   * Mean absolute percentage error of the forecaster on this series over the four weeks before
   * `lastDate`; null when too short, or when those weeks are prices it was trained or tuned on.
   */
  backtestMape: z.number().nullable(),
})
export type Prediction = z.infer<typeof PredictionSchema>

/** One market's latest price behind a local figure. */
export const PriceSourceSchema = z.object({
  market: z.string(),
  district: z.string(),
  state: z.string(),
  date: IsoDate,
  pricePerKg: z.number(),
})

/**
 * The fair-price hint: the crop's price near the farmer (their district, else state, else the
 * all-India median), with the markets and dates it comes from, and the 7-day trend.
 */
const SeasonalMoveSchema = z.object({
  /** First and last month (1–12) of the window; `to` may fall in the next year. */
  from: z.number().int(),
  to: z.number().int(),
  /** Typical change from `from` to `to`, percent. */
  percent: z.number().int(),
  /** Years with prices in both months, and how many of them moved this way. */
  years: z.number().int(),
  agree: z.number().int(),
})

export const LocalFairPriceSchema = z.object({
  crop: z.string(),
  /** Median of the markets' latest modal prices, ₹/kg. */
  pricePerKg: z.number(),
  /** The newest date among those markets' prices. */
  date: IsoDate,
  /** The oldest date among them. */
  dateFrom: IsoDate,
  markets: z.number().int(),
  scope: z.enum(SCOPES),
  /** The district or state of `scope`; null for all India. */
  place: z.string().nullable(),
  sources: z.array(PriceSourceSchema),
  near: NearSchema,
  trend: z.enum(TRENDS),
  /** Next 7 days of the forecast nearest the farmer, ₹/kg (empty when there is none). */
  forecast: z.array(z.number()),
  /**
   * The crop's seasonal calendar in a sentence's worth: its usual rise and fall through the year, of
   * the farmer's state when it has the years, else of India (`state` null); null without a calendar
   * or without a usual move.
   */
  seasonal: z
    .object({
      state: z.string().nullable(),
      rise: SeasonalMoveSchema.nullable(),
      fall: SeasonalMoveSchema.nullable(),
    })
    .nullable()
    .optional(),
})
export type LocalFairPrice = z.infer<typeof LocalFairPriceSchema>

/** How current the price data is, for the price page's notice. */
export const MarketDataStatusSchema = z.object({
  /** The newest price date held; null with no prices. */
  newestDate: IsoDate.nullable(),
  crops: z.number().int(),
  /** The shipped history still loading in the background, or null. */
  loading: z
    .object({ file: z.string(), rowsDone: z.number().int(), rowsTotal: z.number().int() })
    .nullable(),
  /** True when the data.gov.in ingester runs here (DATA_GOV_IN_API_KEY set, jobs on). */
  live: z.boolean(),
})
export type MarketDataStatus = z.infer<typeof MarketDataStatusSchema>

export const SeasonalQuerySchema = z.object({
  crop: cropParam('Please choose a crop.'),
  /** A state's name; by default the farmer's state when it has the years, else all of India. */
  state: z.string().trim().max(60).optional(),
})

/**
 * How a crop's price usually moves through the year (core/market-prices/seasonal.ts): `months` is
 * empty when fewer than three years of history are held.
 */
export const SeasonalCalendarSchema = z.object({
  crop: z.string(),
  /** The state the calendar is of; null for all of India. */
  state: z.string().nullable(),
  years: z.number().int(),
  firstYear: z.number().int().nullable(),
  lastYear: z.number().int().nullable(),
  months: z.array(
    z.object({
      month: z.number().int(),
      /** Percent of the year's mean price; null for a month with no prices. */
      index: z.number().nullable(),
      /** Typical change from the month before, percent. */
      change: z.number().nullable(),
      years: z.number().int(),
      agree: z.number().int(),
    }),
  ),
  rise: SeasonalMoveSchema.nullable(),
  fall: SeasonalMoveSchema.nullable(),
})
export type SeasonalCalendarAnswer = z.infer<typeof SeasonalCalendarSchema>
