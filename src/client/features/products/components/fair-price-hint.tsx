import { formatDay, formatRupees } from '../format.ts'
import { useFairPrice } from '../api/get-fair-price.ts'

const TREND_WORD = { up: 'rising', down: 'falling', flat: 'steady' } as const

/** Today's mandi modal price for the crop typed (median over markets) and the 7-day trend; nothing when unknown. */
export function FairPriceHint({ crop }: { crop: string }) {
  const { data } = useFairPrice(crop)
  if (!data || crop.trim().length < 2) return null
  const markets = `${data.markets} ${data.markets === 1 ? 'market' : 'markets'}`
  return (
    <span data-testid="fair-price-hint" className="text-green-900">
      {`Mandi price today: ${formatRupees(data.pricePerKg)}/kg (median of ${markets}, ${formatDay(data.date)}) · next 7 days: ${TREND_WORD[data.trend]}`}
    </span>
  )
}
