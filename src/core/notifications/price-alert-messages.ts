import { z } from 'zod'
import { localCommodityName } from '../crops/crop-vocabulary.ts'
import type { Language } from '../i18n/languages.ts'
import { LOCALES } from '../i18n/engine.ts'
import { formatPaise } from '../money/money.ts'
import { oneLine, paragraphs, type RenderedMessage } from './rendered.ts'
import { textsIn } from './texts.ts'

/**
 * A price alert's message, by SMS and/or email (the alert's channels): 'Onion at Lasalgaon:
 * ₹26.40/kg on 12 Mar, above your ₹25.' and the link to the alert page; the email ends with its
 * unsubscribe link. Pure; the kind `priceAlert` in messages.ts renders it.
 */

const nonBlank = z.string().trim().min(1)

export const PriceAlertDataSchema = z.object({
  /** Agmarknet's commodity name; Hindi and Tamil messages use the synonym table's name. */
  crop: nonBlank,
  placeKind: z.enum(['district', 'market', 'state', 'india']),
  /** The market, district or state; '' for all India. */
  place: z.string(),
  condition: z.enum(['above', 'below', 'forecastUp', 'forecastDown']),
  /** The price (for a forecast: the last price the forecast starts from), paise per kg. */
  pricePaise: z.int().positive(),
  /** The price's own date, 'YYYY-MM-DD'. */
  date: z.iso.date(),
  /** Price conditions: the line. */
  thresholdPaise: z.int().positive().optional(),
  /** Forecast conditions: the alert's percent, the forecast's change (%), its price and day. */
  percent: z.int().positive().optional(),
  changePct: z.number().optional(),
  forecastPaise: z.int().positive().optional(),
  forecastDate: z.iso.date().optional(),
  /** The alert page (short link). */
  link: nonBlank,
  channels: z.array(z.enum(['sms', 'email'])).min(1),
  /** The one-click unsubscribe URL (email only). */
  unsubscribeUrl: nonBlank.optional(),
})
export type PriceAlertData = z.infer<typeof PriceAlertDataSchema>

/** An ISO date as the epoch ms the catalogue's `{date, date, dayMonth}` formats (read in UTC). */
const day = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`)

export function priceAlertMessage(
  data: PriceAlertData,
  language: Language = 'en',
): RenderedMessage {
  const t = textsIn(language)
  const locale = LOCALES[language]
  const crop = (language === 'en' ? null : localCommodityName(data.crop, language)) ?? data.crop
  // Where the alert watches, with its preposition or postposition: 'at Lasalgaon', 'Nashik ज़िले
  // में', 'Nashik மாவட்டத்தில்'. The postposition belongs to the phrase because it changes the
  // word before it (Hindi 'ज़िला' takes its oblique form 'ज़िले'; Tamil 'மாவட்டம்' becomes
  // 'மாவட்டத்தில்'); a Latin place name takes a Tamil case ending after a hyphen.
  const where = oneLine(
    t(
      '{kind, select, market {at {place}} district {in {place} district} state {in {place}} other {across India}}',
      { kind: data.placeKind, place: oneLine(data.place) },
    ),
  )
  const price = formatPaise(data.pricePaise, locale)
  const forecast = data.condition === 'forecastUp' || data.condition === 'forecastDown'
  let line: string
  if (forecast) {
    line = t(
      '{crop}: the forecast says {direction, select, up {up} other {down}} {change} within 7 days (to {to}, from {from}), more than your {percent}.',
      {
        crop,
        direction: data.condition === 'forecastUp' ? 'up' : 'down',
        change: `${Math.round(data.changePct ?? 0)}%`,
        to: t('{price}/kg by {date, date, dayMonth}', {
          price: formatPaise(data.forecastPaise ?? 0, locale),
          date: day(data.forecastDate ?? data.date),
        }),
        from: t('{price}/kg on {date, date, dayMonth}', { price, date: day(data.date) }),
        percent: `${data.percent ?? 0}%`,
      },
    )
  } else {
    const threshold = formatPaise(data.thresholdPaise ?? 0, locale, { paise: 'whenNeeded' })
    line = t('{crop} {where}: {price}/kg on {date, date, dayMonth}, {side}.', {
      crop,
      where,
      price,
      date: day(data.date),
      side:
        data.condition === 'above'
          ? t('above your {threshold}', { threshold })
          : t('below your {threshold}', { threshold }),
    })
  }
  const lines = [
    line,
    t('Your alerts: {link}', { link: data.link }),
    ...(data.unsubscribeUrl ? [t('Stop these emails: {url}', { url: data.unsubscribeUrl })] : []),
  ]
  return {
    ...(data.channels.includes('sms') ? { sms: `${line} ${data.link}` } : {}),
    ...(data.channels.includes('email')
      ? {
          email: {
            subject: forecast
              ? t('Price forecast alert: {crop}', { crop })
              : t('Price alert: {crop} {where}', { crop, where }),
            text: lines.join('\n\n'),
            html: paragraphs(lines),
            ...(data.unsubscribeUrl ? { listUnsubscribe: data.unsubscribeUrl } : {}),
          },
        }
      : {}),
  }
}
