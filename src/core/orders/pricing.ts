import { catalogueIdOfListing, catalogueListingId } from '../catalogue/catalogue-owners.ts'
import { findCatalogueItem } from '../catalogue/catalogue.ts'
import type { PriceChange } from '../http/api-error.ts'
import type { Refusal, Result } from '../http/refusal.ts'
import { MAX_ORDER_TOTAL_PAISE, type OrderLineInput } from './orders.contract.ts'

/** Codes of the refusals an order can meet; their texts live in core/http/errors.ts. */
export type OrderRefusalCode =
  | 'order.catalogue_unknown'
  | 'order.out_of_stock'
  | 'order.too_large'
  | 'order.listing_gone'
  | 'order.own_listing'
  | 'order.sold_out'
  | 'order.too_little_left'
  | 'order.price_changed'

/** A farmer's listing as checkout took it: its price at that moment and who sells it. */
export interface TakenListing {
  name: string
  pricePaise: number
  farmerId: string
  farmerName: string
}

/** One order line with the price charged for it. */
export interface PricedLine {
  kind: 'catalogue' | 'listing'
  catalogueId: number | null
  listingId: string
  name: string
  unitPricePaise: number
  quantityKg: number
  lineTotalPaise: number
  farmerId: string
  farmerName: string
}

/**
 * The catalogue lines' problems, checked before anything is written: an id that is not in the
 * catalogue. (Stock is the catalogue listing's, taken like any listing's.)
 */
export function checkCatalogueLines(
  lines: readonly OrderLineInput[],
): Refusal<OrderRefusalCode> | null {
  for (const [i, line] of lines.entries()) {
    if (line.kind !== 'catalogue') continue
    if (!findCatalogueItem(line.catalogueId))
      return { code: 'order.catalogue_unknown', field: `lines.${i}.catalogueId` }
  }
  return null
}

/** The listing a line takes from: a farmer's listing, or the listing behind a catalogue item. */
export const lineListingId = (line: OrderLineInput): string =>
  line.kind === 'catalogue' ? catalogueListingId(line.catalogueId) : line.productId

/**
 * The lines whose price per kg is not the one the buyer saw, with the price now. Empty when every
 * seen price matches.
 */
export function priceChanges(
  lines: readonly OrderLineInput[],
  current: ReadonlyMap<string, { name: string; pricePaise: number }>,
): PriceChange[] {
  const changes = new Map<string, PriceChange>()
  for (const line of lines) {
    const id = lineListingId(line)
    const now = current.get(id)
    if (!now || now.pricePaise === line.seenPricePaise) continue
    changes.set(id, {
      listingId: id,
      catalogueId: line.kind === 'catalogue' ? line.catalogueId : null,
      name: now.name,
      seenPaise: line.seenPricePaise,
      pricePaise: now.pricePaise,
    })
  }
  return [...changes.values()]
}

/** The refusal for changed prices: the names in the message, the prices in the answer. */
export const priceChangedRefusal = (
  changes: readonly PriceChange[],
): Refusal<OrderRefusalCode> => ({
  code: 'order.price_changed',
  params: { names: changes.map((c) => c.name).join(', '), count: changes.length },
  field: 'lines',
})

/**
 * Prices every line at its listing's price when checkout took its quantity (a catalogue item's
 * listing too), never a price the client sent. Refused when the total passes what one order may
 * hold.
 */
export function priceOrder(
  lines: readonly OrderLineInput[],
  taken: ReadonlyMap<string, TakenListing>,
): Result<{ lines: PricedLine[]; totalPaise: number }, OrderRefusalCode> {
  const priced = lines.map((line): PricedLine => {
    const listingId = lineListingId(line)
    const l = taken.get(listingId)
    if (!l) throw new Error(`listing ${listingId} was not taken`)
    return {
      kind: line.kind,
      catalogueId: line.kind === 'catalogue' ? line.catalogueId : null,
      listingId,
      name: l.name,
      unitPricePaise: l.pricePaise,
      quantityKg: line.quantityKg,
      lineTotalPaise: l.pricePaise * line.quantityKg,
      farmerId: l.farmerId,
      farmerName: l.farmerName,
    }
  })
  const totalPaise = priced.reduce((sum, l) => sum + l.lineTotalPaise, 0)
  if (totalPaise > MAX_ORDER_TOTAL_PAISE)
    return { ok: false, refusal: { code: 'order.too_large', field: 'lines' } }
  return { ok: true, value: { lines: priced, totalPaise } }
}

/** The kg of each listing the lines ask for (catalogue items too), summed, in id order (the order rows are locked in). */
export function wantedPerListing(lines: readonly OrderLineInput[]): Array<[string, number]> {
  const wanted = new Map<string, number>()
  for (const l of lines) {
    const id = lineListingId(l)
    wanted.set(id, (wanted.get(id) ?? 0) + l.quantityKg)
  }
  return [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))
}

/** What a listing looked like when checkout could not take `kg` of it (null: no such listing). */
export interface ListingState {
  id: string
  name: string
  leftKg: number
  farmerId: string
  deleted: boolean
}

/** Why `kg` of a listing could not be taken for `buyerId`. */
export function whyNotAvailable(
  listing: ListingState | null,
  buyerId: string,
  kg: number,
): Refusal<OrderRefusalCode> {
  if (!listing || listing.deleted) return { code: 'order.listing_gone', field: 'lines' }
  if (listing.farmerId === buyerId)
    return { code: 'order.own_listing', params: { name: listing.name }, field: 'lines' }
  if (listing.leftKg === 0) {
    // A catalogue item says it as the catalogue does: out of stock.
    const code = catalogueIdOfListing(listing.id) === null ? 'order.sold_out' : 'order.out_of_stock'
    return { code, params: { name: listing.name }, field: 'lines' }
  }
  return {
    code: 'order.too_little_left',
    params: { left: listing.leftKg, name: listing.name, kg },
    field: 'lines',
  }
}
