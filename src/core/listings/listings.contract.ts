import { z } from 'zod'
import { limitParam, pageParam } from '../http/paging.ts'
import {
  FILL_ALL_FIELDS,
  NOTHING_TO_CHANGE,
  LISTING_NAME_MAX,
  PRICE_MAX_RUPEES,
  QUANTITY_MAX_KG,
  NAME_TOO_LONG,
  PRICE_NOT_NUMBER,
  PRICE_NOT_POSITIVE,
  PRICE_TOO_PRECISE,
  PRICE_TOO_HIGH,
  QUANTITY_NOT_WHOLE,
  QUANTITY_NOT_POSITIVE,
  QUANTITY_TOO_HIGH,
} from './listings.messages.ts'
import { displayText } from '../text/safe-text.ts'

export * from './listings.messages.ts'
export * from './listing-ids.ts'

/** True when `rupees` has at most 2 decimal places (tolerating binary float noise). */
function hasAtMostTwoDecimals(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6
}

const missing = (input: unknown) => input === undefined || input === null || input === ''

/** Shown to buyers: see safe-text.ts. */
const productName = displayText({
  blank: FILL_ALL_FIELDS,
  max: LISTING_NAME_MAX,
  label: 'Crop name',
  tooLong: NAME_TOO_LONG,
})

const price = z
  .number({ error: (iss) => (missing(iss.input) ? FILL_ALL_FIELDS : PRICE_NOT_NUMBER) })
  .refine((v) => Number.isFinite(v), PRICE_NOT_NUMBER)
  .refine((v) => v > 0, PRICE_NOT_POSITIVE)
  .refine((v) => hasAtMostTwoDecimals(v), PRICE_TOO_PRECISE)
  .refine((v) => v <= PRICE_MAX_RUPEES, PRICE_TOO_HIGH)

const quantity = z
  .number({ error: (iss) => (missing(iss.input) ? FILL_ALL_FIELDS : QUANTITY_NOT_WHOLE) })
  .refine((v) => Number.isInteger(v), QUANTITY_NOT_WHOLE)
  .refine((v) => v > 0, QUANTITY_NOT_POSITIVE)
  .refine((v) => v <= QUANTITY_MAX_KG, QUANTITY_TOO_HIGH)

/** POST /api/listings. `price` in rupees per kg, `quantity` in whole kg. */
export const CreateListingInputSchema = z.object({ productName, price, quantity })
export type CreateListingInput = z.infer<typeof CreateListingInputSchema>

/** PATCH /api/listings/:id: any of the fields, each with the same rules. */
export const UpdateListingInputSchema = z
  .object({
    productName: productName.optional(),
    price: price.optional(),
    quantity: quantity.optional(),
  })
  .refine(
    (v) => v.productName !== undefined || v.price !== undefined || v.quantity !== undefined,
    NOTHING_TO_CHANGE,
  )
export type UpdateListingInput = z.infer<typeof UpdateListingInputSchema>

/** A listing as its farmer sees it (GET /api/listings/mine, and what POST and PATCH return). */
export const OwnListingSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Paise per kg (the form takes rupees; the wire carries paise only). */
  pricePaise: z.number().int(),
  /** Whole kg. */
  quantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type OwnListing = z.infer<typeof OwnListingSchema>

export const OwnListingsQuerySchema = z.object({ page: pageParam })

export const OwnListingListSchema = z.object({
  items: z.array(OwnListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
})
export type OwnListingList = z.infer<typeof OwnListingListSchema>

/** PATCH and DELETE /api/listings/:id: an id that is not one of the farmer's listings is a 404. */
export const OwnListingParamsSchema = z.object({ id: z.string().max(64) })

export type ListingFormValues = { productName: string; price: string; quantity: string }

const NUMBER_LIKE = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** A number typed in a form: blank is missing, and only plain decimals count (not 1e3 or 0x10). */
const typedNumber = (rules: typeof price) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : NUMBER_LIKE.test(text) ? Number(text) : NaN))
    .pipe(rules)

/**
 * The Add and Edit listing forms as typed (strings), checked with the API's rules so each field
 * says what the server would, and turned into the API's input.
 */
export const ListingFormSchema = z.object({
  productName,
  price: typedNumber(price),
  quantity: typedNumber(quantity),
})

/**
 * A listing as buyers and visitors see it (GET /api/listings, /api/listings/:id): not deleted,
 * with quantity left. Price per kg in rupees for display, and in paise.
 */
export const ListingSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Paise per kg. */
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

/** `?ids=a,b,c`: the listings a cart holds (at most one order's lines). */
export const ListingsNowQuerySchema = z.object({
  ids: z
    .string()
    .max(50 * 37)
    .transform((v) => [...new Set(v.split(',').filter((id) => id !== ''))])
    .pipe(z.array(z.uuid('Each id must be a listing id.')).max(50, 'At most 50 listings at once.')),
})

/** What a cart needs to know of a listing now: its price and what is left (0 when gone). */
export const ListingNowSchema = z.object({
  id: z.string(),
  pricePaise: z.number().int(),
  quantityKg: z.number().int(),
  gone: z.boolean(),
})
export const ListingsNowSchema = z.object({ items: z.array(ListingNowSchema) })
export type ListingsNow = z.infer<typeof ListingsNowSchema>
