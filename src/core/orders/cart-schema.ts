import { z } from 'zod'
import { findCatalogueItem } from '../catalogue/catalogue.ts'
import type { Cart, CartV1 } from './cart.ts'
import { MAX_LINE_KG, MAX_ORDER_LINES } from './order-limits.ts'

/**
 * The stored cart's forms in zod: the definition cart.ts's zod-free reader (`readCart`,
 * `readCartV1`) is held to. No page imports this module (it would bring zod back into a listing
 * page's first load); cart-schema.test.ts runs both on the same values, and the types below fail
 * to compile when cart.ts's types and these schemas part.
 */
const lineId = z.string().min(1).max(64)
const quantityKg = z.number().int().min(1).max(MAX_LINE_KG)
const paise = z.number().int().positive()
const seen = {
  priceWasPaise: paise.optional(),
  availableKg: z.number().int().min(0).optional(),
}
const CatalogueCartLineSchema = z.object({
  lineId,
  kind: z.literal('catalogue'),
  catalogueId: z
    .number()
    .int()
    .refine((id) => findCatalogueItem(id) !== undefined),
  quantityKg,
  pricePaise: paise,
  ...seen,
})
const ListingCartLineSchema = z.object({
  lineId,
  kind: z.literal('listing'),
  productId: z.uuid(),
  quantityKg,
  name: z.string().min(1).max(200),
  pricePaise: paise,
  farmerName: z.string().max(200),
  ...seen,
})
const CartLineSchema = z.discriminatedUnion('kind', [
  CatalogueCartLineSchema,
  ListingCartLineSchema,
])

export const CartSchema = z.object({
  version: z.literal(2),
  lines: z.array(CartLineSchema).max(MAX_ORDER_LINES),
})

export const CartV1Schema = z.object({
  version: z.literal(1),
  lines: z
    .array(
      z.union([
        z.object({ lineId, kind: z.literal('catalogue'), catalogueId: z.number().int() }),
        ListingCartLineSchema.omit({ priceWasPaise: true, availableKg: true }),
      ]),
    )
    .max(MAX_ORDER_LINES),
})

/** True when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameTypes: [
  Same<z.infer<typeof CartSchema>, Cart>,
  Same<z.infer<typeof CartV1Schema>, CartV1>,
] = [true, true]
void sameTypes
