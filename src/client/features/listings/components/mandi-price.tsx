import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatRupees } from '#core/money/money.ts'
import { formatDay } from '#core/i18n/format.ts'
import { useMandiPrice } from '#client/features/listings/api/get-mandi-price.ts'

/**
 * The mandi (wholesale) price of the listing's crop beside its price, with its date and how many
 * markets it is the median of; the farmer's state's first when known. Nothing when no market
 * reports the crop, or while it loads.
 */
export function MandiPrice({ listingId }: { listingId: string }) {
  const { data, isError } = useMandiPrice(listingId)
  const { t, locale } = useI18n()
  if (isError) return t('Not available')
  const price = data?.price
  if (data === undefined) return '…'
  if (!price) return t('No mandi reports for this crop.')
  const date = formatDay(price.date, locale)
  return (
    <span className="space-y-1">
      {price.state && (
        <span className="block">
          {t('{price}/kg in {state} · markets: {markets}', {
            price: formatRupees(price.state.pricePerKg, locale),
            state: price.state.name,
            markets: formatNumber(price.state.markets, locale),
          })}
        </span>
      )}
      <span className="block">
        {t('{price}/kg across India · markets: {markets} · latest {date}', {
          price: formatRupees(price.pricePerKg, locale),
          markets: formatNumber(price.markets, locale),
          date,
        })}
      </span>
    </span>
  )
}
