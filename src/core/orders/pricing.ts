import { findCatalogueItem } from '../catalogue/catalogue.ts'
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
  listingId: string | null
  name: string
  unitPricePaise: number
  quantityKg: number
  lineTotalPaise: number
  farmerId: string | null
  farmerName: string
}

/**
 * The catalogue lines' problems, checked before anything is written: an id that is not in the
 * catalogue, or an item out of stock.
 */
export function checkCatalogueLines(
  lines: readonly OrderLineInput[],
): Refusal<OrderRefusalCode> | null {
  for (const [i, line] of lines.entries()) {
    if (line.kind !== 'catalogue') continue
    const item = findCatalogueItem(line.catalogueId)
    if (!item) return { code: 'order.catalogue_unknown', field: `lines.${i}.catalogueId` }
    if (item.availability === 'Out of Stock')
      return { code: 'order.out_of_stock', params: { name: item.name }, field: `lines.${i}` }
  }
  return null
}

/**
 * Prices every line: catalogue items at the catalogue's price (1 kg each), listings at the price
 * they had when checkout took their quantity, never a price the client sent. Refused when the
 * total passes what one order may hold.
 */
export function priceOrder(
  lines: readonly OrderLineInput[],
  taken: ReadonlyMap<string, TakenListing>,
): Result<{ lines: PricedLine[]; totalPaise: number }, OrderRefusalCode> {
  const priced = lines.map((line): PricedLine => {
    if (line.kind === 'catalogue') {
      const item = findCatalogueItem(line.catalogueId)
      if (!item) throw new Error(`catalogue item ${line.catalogueId} was not checked`)
      return {
        kind: 'catalogue',
        catalogueId: item.id,
        listingId: null,
        name: item.name,
        unitPricePaise: item.pricePaise,
        quantityKg: 1,
        lineTotalPaise: item.pricePaise,
        farmerId: null,
        farmerName: item.farmer,
      }
    }
    const l = taken.get(line.productId)
    if (!l) throw new Error(`listing ${line.productId} was not taken`)
    return {
      kind: 'listing',
      catalogueId: null,
      listingId: line.productId,
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

/** The kg of each listing the lines ask for, summed, in id order (the order rows are locked in). */
export function wantedPerListing(lines: readonly OrderLineInput[]): Array<[string, number]> {
  const wanted = new Map<string, number>()
  for (const l of lines)
    if (l.kind === 'listing') wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantityKg)
  return [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))
}

/** What a listing looked like when checkout could not take `kg` of it (null: no such listing). */
export interface ListingState {
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
  if (listing.leftKg === 0)
    return { code: 'order.sold_out', params: { name: listing.name }, field: 'lines' }
  return {
    code: 'order.too_little_left',
    params: { left: listing.leftKg, name: listing.name, kg },
    field: 'lines',
  }
}
