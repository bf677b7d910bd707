import { useI18n } from '#client/i18n/i18n.tsx'
import { formatDay, formatRupees } from '#client/lib/money.ts'
import { useFairPrice } from '#client/features/listings/api/get-fair-price.ts'

/** Today's mandi modal price for the crop typed (median over markets) and the 7-day trend; nothing when unknown. */
export function FairPriceHint({ crop }: { crop: string }) {
  const { data } = useFairPrice(crop)
  const { t, locale } = useI18n()
  if (!data || crop.trim().length < 2) return null
  const trend = { up: t('rising'), down: t('falling'), flat: t('steady') }[data.trend]
  const vars = {
    price: formatRupees(data.pricePerKg, locale),
    markets: data.markets,
    date: formatDay(data.date, locale),
    trend,
  }
  return (
    <span data-testid="fair-price-hint" className="text-green-900">
      {data.markets === 1
        ? t(
            'Mandi price today: {price}/kg (median of {markets} market, {date}) · next 7 days: {trend}',
            vars,
          )
        : t(
            'Mandi price today: {price}/kg (median of {markets} markets, {date}) · next 7 days: {trend}',
            vars,
          )}
    </span>
  )
}
