import { z } from 'zod'
import { pageParam } from '../http/paging.ts'

import { SELECT_CROP_TO_PREDICT } from './market-prices.messages.ts'

export * from './market-prices.messages.ts'

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const MarketPricesQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search: at most 100 characters.').default(''),
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
  date: IsoDate,
})
export type MarketPriceRow = z.infer<typeof MarketPriceRowSchema>

export const MarketPricesPageSchema = z.object({
  items: z.array(MarketPriceRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
})
export type MarketPricesPage = z.infer<typeof MarketPricesPageSchema>

const cropParam = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Crop: at most 100 characters.')
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

export const PricePointSchema = z.object({ date: IsoDate, pricePerKg: z.number() })
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

/** A crop's forecast, with the 80 % interval, the method and its recent accuracy. */
export const PredictionSchema = z.object({
  crop: z.string(),
  market: z.string().nullable(),
  dates: z.array(IsoDate),
  /** ₹/kg for each date. */
  prices: z.array(z.number()),
  lower: z.array(z.number()),
  upper: z.array(z.number()),
  method: z.string(),
  /** Mean absolute percentage error of this method on this series over recent weeks; null if too short. */
  backtestMape: z.number().nullable(),
})
export type Prediction = z.infer<typeof PredictionSchema>
