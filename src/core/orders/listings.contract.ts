import { z } from 'zod'
import { limitParam } from '../http/paging.ts'

/**
 * Farmers' live listings as buyers see them (PRODUCT.md "Beyond the spec"): not deleted, with
 * quantity left. Price per kg in rupees for display, and in paise.
 */
export const ListingSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Rupees per kg. */
  price: z.number(),
  pricePaise: z.number().int(),
  quantityKg: z.number().int(),
  farmerName: z.string(),
  location: z.string().nullable(),
  updatedAt: z.string(),
})
export type Listing = z.infer<typeof ListingSchema>

export const ListingsQuerySchema = z.object({
  q: z.string().trim().max(80, 'Search: at most 80 characters.').optional(),
  limit: limitParam(100, 60),
})
export const ListingListSchema = z.object({
  items: z.array(ListingSchema),
  total: z.number().int(),
})
export type ListingList = z.infer<typeof ListingListSchema>

export const ListingParamsSchema = z.object({ id: z.uuid('Product not found') })

export * from './listing-ids.ts'
