import * as z from 'zod/mini'
import { findCatalogueItem } from '../catalogue/catalogue.ts'
import type { Cart, CartV1 } from './cart.ts'
import { MAX_LINE_KG, MAX_ORDER_LINES } from './order-limits.ts'

/**
 * The stored cart's forms, the one definition cart.ts reads the browser's storage with. Written
 * with `zod/mini` (the same zod, as functions a bundler can leave out): a listing's page reads
 * the cart as it opens, and classic zod would add ≈26 kB gzip to that load, this ≈8 kB. The
 * types below fail to compile when cart.ts's types and these schemas part.
 */
const lineId = z.string().check(z.minLength(1), z.maxLength(64))
const quantityKg = z.int().check(z.minimum(1), z.maximum(MAX_LINE_KG))
const paise = z.int().check(z.positive())
const seen = {
  priceWasPaise: z.optional(paise),
  availableKg: z.optional(z.int().check(z.minimum(0))),
}
const CatalogueCartLineSchema = z.object({
  lineId,
  kind: z.literal('catalogue'),
  catalogueId: z.int().check(z.refine((id) => findCatalogueItem(id) !== undefined)),
  quantityKg,
  pricePaise: paise,
  ...seen,
})
const listingFields = {
  lineId,
  kind: z.literal('listing'),
  productId: z.uuid(),
  quantityKg,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  pricePaise: paise,
  farmerName: z.string().check(z.maxLength(200)),
}
const ListingCartLineSchema = z.object({ ...listingFields, ...seen })
const CartLineSchema = z.discriminatedUnion('kind', [
  CatalogueCartLineSchema,
  ListingCartLineSchema,
])

export const CartSchema = z.object({
  version: z.literal(2),
  lines: z.array(CartLineSchema).check(z.maxLength(MAX_ORDER_LINES)),
})

export const CartV1Schema = z.object({
  version: z.literal(1),
  lines: z
    .array(
      z.union([
        z.object({ lineId, kind: z.literal('catalogue'), catalogueId: z.int() }),
        z.object(listingFields),
      ]),
    )
    .check(z.maxLength(MAX_ORDER_LINES)),
})

/** True when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameTypes: [
  Same<z.infer<typeof CartSchema>, Cart>,
  Same<z.infer<typeof CartV1Schema>, CartV1>,
] = [true, true]
void sameTypes
