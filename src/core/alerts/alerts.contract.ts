import { z } from 'zod'
import { OUTBOX_CHANNELS } from '../notifications/outbox.ts'

/**
 * Price alerts: a user asks to be told by SMS or email when a crop's price at a place
 * crosses a line. The API's shapes, shared by the server's routes and the client's fetchers.
 */

/** Alerts one account may hold. */
export const MAX_ALERTS = 20

/**
 * Where the price is read: the user's district (the median of its markets), one market, a
 * state (median of its markets) or all India (median of every market).
 */
export const ALERT_PLACE_KINDS = ['district', 'market', 'state', 'india'] as const
export type AlertPlaceKind = (typeof ALERT_PLACE_KINDS)[number]

/**
 * 'above'/'below': the price crosses a line (thresholdPaise). 'forecastUp'/'forecastDown': the
 * crop's 7-day forecast (all India) says up/down by more than `percent` %.
 */
export const ALERT_CONDITIONS = ['above', 'below', 'forecastUp', 'forecastDown'] as const
export type AlertCondition = (typeof ALERT_CONDITIONS)[number]
export type PriceCondition = 'above' | 'below'
export const isForecastCondition = (c: AlertCondition): c is 'forecastUp' | 'forecastDown' =>
  c === 'forecastUp' || c === 'forecastDown'

export const ALERT_CHANNELS = OUTBOX_CHANNELS
export type AlertChannel = (typeof ALERT_CHANNELS)[number]

/** 'armed': the next crossing sends a message. 'fired': sent; waits for the price to come back. */
export const ALERT_STATES = ['armed', 'fired'] as const
export type AlertState = (typeof ALERT_STATES)[number]

export const ENTER_ALERT_CROP = 'Please enter a crop.'
export const ALERT_PRICE_RULE = 'Enter a price per kg between ₹0.01 and ₹100,000.'
export const ALERT_CHANNEL_RULE = 'Choose SMS, email or both.'
export const ALERT_PLACE_RULE = 'Name the market or state.'
export const ALERT_PERCENT_RULE = 'Enter a percentage between 1 and 100.'

const channels = z
  .array(z.enum(ALERT_CHANNELS), { error: ALERT_CHANNEL_RULE })
  .min(1, ALERT_CHANNEL_RULE)
  .max(2, ALERT_CHANNEL_RULE)
  .refine((c) => new Set(c).size === c.length, ALERT_CHANNEL_RULE)

const fields = {
  crop: z
    .string({ error: ENTER_ALERT_CROP })
    .trim()
    .min(1, ENTER_ALERT_CROP)
    .max(100, 'Crop: at most 100 characters.'),
  /** 'district' with an empty place means the user's own district (from their profile). */
  placeKind: z.enum(ALERT_PLACE_KINDS),
  /** The market or state named (for 'market' and 'state'); a district for 'district', or ''. */
  place: z.string().trim().max(100, 'Place: at most 100 characters.'),
  condition: z.enum(ALERT_CONDITIONS),
  /** The line, in paise per kg (₹25 = 2500). */
  thresholdPaise: z
    .int({ error: ALERT_PRICE_RULE })
    .min(1, ALERT_PRICE_RULE)
    .max(10_000_000, ALERT_PRICE_RULE),
  /** For forecast conditions: the change, in whole percent, that the forecast must exceed. */
  percent: z
    .int({ error: ALERT_PERCENT_RULE })
    .min(1, ALERT_PERCENT_RULE)
    .max(100, ALERT_PERCENT_RULE),
  channels,
}

export const CreateAlertInputSchema = z
  .object({
    ...fields,
    placeKind: fields.placeKind.default('district'),
    place: fields.place.default(''),
    thresholdPaise: fields.thresholdPaise.optional(),
    percent: fields.percent.optional(),
  })
  .refine(
    (a) =>
      isForecastCondition(a.condition) ||
      !(a.placeKind === 'market' || a.placeKind === 'state') ||
      a.place !== '',
    { message: ALERT_PLACE_RULE, path: ['place'] },
  )
  .refine((a) => isForecastCondition(a.condition) || a.thresholdPaise !== undefined, {
    message: ALERT_PRICE_RULE,
    path: ['thresholdPaise'],
  })
  .refine((a) => !isForecastCondition(a.condition) || a.percent !== undefined, {
    message: ALERT_PERCENT_RULE,
    path: ['percent'],
  })
export type CreateAlertInput = z.infer<typeof CreateAlertInputSchema>

/**
 * The alert form as typed: the price in rupees and the percent as the inputs hold them. Checks
 * the rules CreateAlertInputSchema holds, each on its field (the price's on `price`), and gives
 * the input to send: a forecast alert is for all India, and its price is dropped.
 */
export const AlertFormSchema = z
  .object({
    crop: fields.crop,
    placeKind: fields.placeKind,
    place: fields.place,
    condition: fields.condition,
    price: z.string(),
    percent: z.string(),
    channels: z.array(z.enum(ALERT_CHANNELS)),
  })
  .superRefine((a, ctx) => {
    const forecast = isForecastCondition(a.condition)
    const paise = Math.round(Number(a.price) * 100)
    const pct = Number(a.percent)
    if (!forecast && (a.placeKind === 'market' || a.placeKind === 'state') && a.place === '')
      ctx.addIssue({ code: 'custom', path: ['place'], message: ALERT_PLACE_RULE })
    if (!forecast && !(a.price.trim() !== '' && fields.thresholdPaise.safeParse(paise).success))
      ctx.addIssue({ code: 'custom', path: ['price'], message: ALERT_PRICE_RULE })
    if (forecast && !(a.percent.trim() !== '' && fields.percent.safeParse(pct).success))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: ALERT_PERCENT_RULE })
    if (!channels.safeParse(a.channels).success)
      ctx.addIssue({ code: 'custom', path: ['channels'], message: ALERT_CHANNEL_RULE })
  })
  .transform((a): CreateAlertInput => {
    const forecast = isForecastCondition(a.condition)
    return {
      crop: a.crop,
      placeKind: forecast ? 'india' : a.placeKind,
      place: forecast || a.placeKind === 'india' ? '' : a.place,
      condition: a.condition,
      ...(forecast
        ? { percent: Number(a.percent) }
        : { thresholdPaise: Math.round(Number(a.price) * 100) }),
      channels: ALERT_CHANNELS.filter((c) => a.channels.includes(c)),
    }
  })
export type AlertFormValues = z.input<typeof AlertFormSchema>

/** An edit: any field, and `paused` to pause or resume. Changing the rule re-arms the alert. */
export const UpdateAlertInputSchema = z
  .object({ ...fields, paused: z.boolean() })
  .partial()
  .refine((a) => Object.keys(a).length > 0, 'Nothing to change.')
export type UpdateAlertInput = z.infer<typeof UpdateAlertInputSchema>

export const AlertIdParamsSchema = z.object({ id: z.uuid() })

export const AlertSchema = z.object({
  id: z.string(),
  /** The known commodity the crop name matched (Agmarknet's spelling). */
  crop: z.string(),
  placeKind: z.enum(ALERT_PLACE_KINDS),
  /** '' where the kind does not use it (all India has none). */
  state: z.string(),
  district: z.string(),
  market: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
  /** Price conditions: the line in paise per kg; null for forecast conditions. */
  thresholdPaise: z.number().int().nullable(),
  /** Forecast conditions: the change in percent; null for price conditions. */
  percent: z.number().int().nullable(),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  paused: z.boolean(),
  status: z.enum(ALERT_STATES),
  /** The newest price date the alert has seen ('YYYY-MM-DD'), or null. */
  lastPriceDate: z.string().nullable(),
  /** The last day (India) a message was sent. */
  lastSentOn: z.string().nullable(),
  createdAt: z.string(),
})
export type Alert = z.infer<typeof AlertSchema>

export const AlertsListSchema = z.object({
  items: z.array(AlertSchema),
  total: z.number().int(),
  max: z.number().int(),
})
export type AlertsList = z.infer<typeof AlertsListSchema>

/** The one-click unsubscribe link's query (RFC 8058): the alert and its signature. */
export const UnsubscribeQuerySchema = z.object({
  a: z.uuid(),
  t: z.string().min(10).max(200),
})
