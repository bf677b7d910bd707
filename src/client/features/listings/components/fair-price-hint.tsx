import { useState } from 'react'
import { indiaToday, priceAge } from '#core/market-prices/price-age.ts'
import type { LocalFairPrice } from '#core/market-prices/market-prices.contract.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { formatRupees } from '#core/money/money.ts'
import { formatDate, formatDay } from '#core/i18n/format.ts'
import { ageText } from '#client/lib/price-age.ts'
import type { Language } from '#core/i18n/languages.ts'
import { cropName } from '#client/lib/crop-name.ts'
import { useFairPrice } from '#client/features/listings/api/get-fair-price.ts'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'

type T = ReturnType<typeof useI18n>['t']

/** Where the figure comes from: one market by name, or a median over the district, state or India. */
function whereText(p: LocalFairPrice, t: T, named: (place: string) => string): string {
  const one = p.markets === 1 ? p.sources[0] : undefined
  const place = p.place ? named(p.place) : ''
  if (p.scope === 'district') {
    return one
      ? t('{market}, {district} district', { market: one.market, district: place })
      : t('median of {markets} markets in {district} district', {
          markets: p.markets,
          district: place,
        })
  }
  if (p.scope === 'state') {
    return one
      ? t('{market}, {state}', { market: one.market, state: place })
      : t('median of {markets} markets in {state}', { markets: p.markets, state: place })
  }
  return one
    ? t('{market}, {state}', { market: one.market, state: named(one.state) })
    : t('all-India median of {markets} markets', { markets: p.markets })
}

/**
 * The crop's usual rise through the year (else its usual fall) from its seasonal calendar, in one
 * sentence; null without one.
 */
function seasonalText(
  p: LocalFairPrice,
  t: T,
  locale: string,
  lang: Language,
  named: (place: string) => string,
): string | null {
  const s = p.seasonal
  const move = s?.rise ?? s?.fall
  if (!s || !move) return null
  const month = (m: number) => formatDate(Date.UTC(2000, m - 1, 1), locale, 'month')
  const vars = {
    crop: cropName(p.crop, t, lang),
    place: s.state ? named(s.state) : t('India'),
    percent: Math.abs(move.percent),
    from: month(move.from),
    to: month(move.to),
    agree: move.agree,
    years: move.years,
  }
  return s.rise
    ? t(
        '{crop} in {place} usually rises about {percent}% from {from} to {to} ({agree} of {years} years).',
        vars,
      )
    : t(
        '{crop} in {place} usually falls about {percent}% from {from} to {to} ({agree} of {years} years).',
        vars,
      )
}

/**
 * The mandi price for the crop typed, from the farmer's own district first (then state, then the
 * all-India median), with its date and the markets it comes from, the 7-day trend, and how its
 * price usually moves through the year. 'today'
 * only for today's prices. Nothing while the crop is unknown, unless a
 * known name is close ('Did you mean Tomato?').
 */
export function FairPriceHint({ crop }: { crop: string }) {
  const { data } = useFairPrice(crop)
  const { t, locale, lang } = useI18n()
  const { place } = usePlaceLabels()
  const [today] = useState(() => indiaToday(new Date()))
  if (!data || crop.trim().length < 2) return null
  if (data.kind === 'unknown') {
    if (!data.suggestion) return null
    return (
      <span data-testid="fair-price-hint" className="text-stone-700">
        {t('No mandi prices for that name. Did you mean {suggestion}?', {
          suggestion: cropName(data.suggestion, t, lang),
        })}
      </span>
    )
  }
  const p = data.price
  const trend = { up: t('rising'), down: t('falling'), flat: t('steady') }[p.trend]
  const age = priceAge(p.date, today)
  const vars = {
    price: formatRupees(p.pricePerKg, locale),
    where: whereText(p, t, place),
    date: formatDay(p.date, locale),
    age: ageText(age, t),
    trend,
  }
  const others = p.markets > 1 ? p.sources : []
  const season = seasonalText(p, t, locale, lang, place)
  return (
    <span data-testid="fair-price-hint" className="text-green-900">
      {age.isToday
        ? t('Mandi price today: {price}/kg ({where}) · next 7 days: {trend}', vars)
        : t(
            'Mandi price of {date} ({age}): {price}/kg ({where}) · the 7 days after it: {trend}',
            vars,
          )}
      {others.length > 0 && (
        <span className="block text-sm text-stone-700" data-testid="fair-price-sources">
          {t('From: {markets}', {
            markets: others.map((s) => `${s.market} (${formatDay(s.date, locale)})`).join(', '),
          })}
          {p.markets > others.length &&
            ` ${t('and {count} more', { count: p.markets - others.length })}`}
        </span>
      )}
      {season && (
        <span className="block text-sm text-stone-700" data-testid="fair-price-seasonal">
          {season}
        </span>
      )}
    </span>
  )
}
