import { eq } from 'drizzle-orm'
import type { MandiPrice } from '#core/listings/listings.contract.ts'
import { MANDI_WINDOW_DAYS } from '#core/listings/listings.contract.ts'
import { addDays } from '#core/dates/dates.ts'
import { matchCrop, pricePerKg } from '#core/market-prices/prices.ts'
import { resolvePlaceText } from '#core/places/place-resolve.ts'
import { stateNamed } from '#core/places/places.ts'
import { median } from '#core/stats/median.ts'
import type { Executor } from '#server/db/client.ts'
import { marketPriceLatest } from '#server/db/schema/index.ts'

/**
 * The mandi price of a crop for comparison on a listing's page (see MandiPriceSchema), read from
 * each market's latest row. The crop name is matched to a reported commodity as the market-price
 * pages do (core's matchCrop); `farmerLocation` picks the state whose markets are shown too (the
 * state it names, else its district's: core/places).
 */
export async function mandiPrice(
  db: Executor,
  productName: string,
  farmerLocation: string | null,
): Promise<MandiPrice['price']> {
  const known = await db
    .selectDistinct({ commodity: marketPriceLatest.commodity })
    .from(marketPriceLatest)
  const crop = matchCrop(
    productName,
    known.map((k) => k.commodity),
  )
  if (!crop) return null
  const rows = await db
    .select({
      state: marketPriceLatest.state,
      modalPrice: marketPriceLatest.modalPrice,
      arrivalDate: marketPriceLatest.arrivalDate,
    })
    .from(marketPriceLatest)
    .where(eq(marketPriceLatest.commodity, crop))
  const newest = rows.reduce((d, r) => (r.arrivalDate > d ? r.arrivalDate : d), '')
  if (!newest) return null
  const since = addDays(newest, -MANDI_WINDOW_DAYS)
  const recent = rows.filter((r) => r.arrivalDate >= since)
  const location = farmerLocation?.toLowerCase() ?? ''
  const states = [...new Set(recent.map((r) => r.state))]
  // The state the location names in words, else the one its district is in ('नासिक', 'Nasik').
  const placeState = resolvePlaceText(farmerLocation)?.state
  const stateName = location
    ? (states.find((s) => location.includes(s.toLowerCase())) ??
      states.find((s) => placeState !== undefined && stateNamed(s)?.en === placeState))
    : undefined
  const inState = recent.filter((r) => r.state === stateName)
  return {
    crop,
    pricePerKg: pricePerKg(median(recent.map((r) => r.modalPrice))),
    markets: recent.length,
    date: newest,
    state:
      stateName && inState.length > 0
        ? {
            name: stateName,
            pricePerKg: pricePerKg(median(inState.map((r) => r.modalPrice))),
            markets: inState.length,
          }
        : null,
  }
}
