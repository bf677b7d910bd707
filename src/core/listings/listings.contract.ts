import { z } from 'zod'
import { LanguageSchema } from '../i18n/language-schema.ts'
import { limitParam, pageParam } from '../http/paging.ts'
import { formatNumber } from '../i18n/format.ts'
import {
  FILL_ALL_FIELDS,
  NOTHING_TO_CHANGE,
  LISTING_NAME_MAX,
  PLACE_MAX,
  SEARCH_MAX,
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
import { CATALOGUE_CATEGORIES } from '../catalogue/catalogue.ts'
import { LISTING_SORTS, ORGANIC_FILTERS } from './listing-browse.ts'
import { PHOTOS_PER_LISTING_MAX } from './listing-photos.ts'
import { RatingSummarySchema } from '../ratings/rating-summary.ts'

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

export const CATEGORY_UNKNOWN = "Category must be one of the catalogue's categories."
/** One of the catalogue's categories; null (or absent) lets the server take the crop's own. */
const category = z.enum(CATALOGUE_CATEGORIES, { error: CATEGORY_UNKNOWN }).nullable()
/** Grown organically, as the farmer says. */
const organic = z.boolean({ error: 'Organic must be true or false.' })

/**
 * POST /api/listings. `price` in rupees per kg, `quantity` in whole kg. Without a category the
 * category of the crop the name resolves to is taken (core/crops; none for fruit, spices or a name
 * that is no known crop).
 */
export const CreateListingInputSchema = z.object({
  productName,
  price,
  quantity,
  category: category.optional(),
  organic: organic.optional(),
})
export type CreateListingInput = z.infer<typeof CreateListingInputSchema>

/** PATCH /api/listings/:id: any of the fields, each with the same rules. */
export const UpdateListingInputSchema = z
  .object({
    productName: productName.optional(),
    price: price.optional(),
    quantity: quantity.optional(),
    category: category.optional(),
    organic: organic.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), NOTHING_TO_CHANGE)
export type UpdateListingInput = z.infer<typeof UpdateListingInputSchema>

/** One photo of a listing: its WebP sizes, smallest first (content-hashed URLs, cached a year). */
export const ListingPhotoSchema = z.object({
  id: z.string(),
  sources: z.array(
    z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  ),
})
export type ListingPhoto = z.infer<typeof ListingPhotoSchema>
const photos = z.array(ListingPhotoSchema).max(PHOTOS_PER_LISTING_MAX)

/** A listing as its farmer sees it (GET /api/listings/mine, and what POST and PATCH return). */
export const OwnListingSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Paise per kg (the form takes rupees; the wire carries paise only). */
  pricePaise: z.number().int(),
  /** Whole kg. */
  quantity: z.number().int(),
  category: z.enum(CATALOGUE_CATEGORIES).nullable(),
  organic: z.boolean(),
  photos,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Present only while an operator has hidden the listing: the reason the farmer was told. */
  hiddenReason: z.string().optional(),
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

export type ListingFormValues = {
  productName: string
  price: string
  quantity: string
  /** '' = the crop's own category (the server looks it up). */
  category: string
  organic: boolean
}

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
  category: z
    .string()
    .transform((c) => (c === '' ? null : c))
    .pipe(category),
  organic,
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
  /** The farmer's public page is /farmer/{farmerId}. */
  farmerId: z.string(),
  farmerName: z.string(),
  /** What buyers rated the farmer: average stars and how many ratings. */
  farmerRating: RatingSummarySchema,
  location: z.string().nullable(),
  /** The crop the farmer's name for it is (core/crops: 'लाल प्याज' → 'Onion'); null for none. */
  crop: z.string().nullable().optional(),
  category: z.enum(CATALOGUE_CATEGORIES).nullable(),
  organic: z.boolean(),
  photos,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only to its own farmer, while an operator has hidden it: the reason they were told. */
  hiddenReason: z.string().optional(),
})
export type Listing = z.infer<typeof ListingSchema>

export const PRICE_FILTER_RULE = `Price filter: a number of rupees from 0 to ${formatNumber(PRICE_MAX_RUPEES, 'en-IN')}.`
export const PRICE_RANGE_REVERSED = 'Highest price must be at least the lowest price.'
const priceFilter = z.coerce
  .number({ error: PRICE_FILTER_RULE })
  .min(0, PRICE_FILTER_RULE)
  .max(PRICE_MAX_RUPEES, PRICE_FILTER_RULE)
  .optional()
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v)

/**
 * GET /api/listings: search, filters and sort, as the browse pages keep them in their URL.
 * `minPrice`/`maxPrice` in rupees per kg; `place` matches the farmer's location text; `nearest`
 * ranks by the caller's own location (or `near`, for a visitor), see `placeTerms`.
 */
export const ListingsQuerySchema = z
  .object({
    q: z.string().trim().max(SEARCH_MAX, `Search: at most ${SEARCH_MAX} characters.`).optional(),
    category: z.preprocess(
      blankToUndefined,
      z.enum(CATALOGUE_CATEGORIES, { error: CATEGORY_UNKNOWN }).optional(),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z
        .enum(LISTING_SORTS, { error: 'Sort must be newest, price_asc, price_desc or nearest.' })
        .default('newest'),
    ),
    minPrice: z.preprocess(blankToUndefined, priceFilter),
    maxPrice: z.preprocess(blankToUndefined, priceFilter),
    place: z
      .string()
      .trim()
      .max(PLACE_MAX, `Location: at most ${PLACE_MAX} characters.`)
      .optional(),
    near: z.string().trim().max(PLACE_MAX, `Location: at most ${PLACE_MAX} characters.`).optional(),
    /** Only this farmer's listings (their public page). */
    farmer: z
      .string()
      .regex(/^[\w-]{1,100}$/, 'No such farmer.')
      .optional(),
    organic: z.preprocess(
      blankToUndefined,
      z.enum(ORGANIC_FILTERS, { error: 'Organic must be yes or no.' }).optional(),
    ),
    limit: limitParam(100, 60),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: PRICE_RANGE_REVERSED,
    path: ['maxPrice'],
  })
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>
export const ListingListSchema = z.object({
  items: z.array(ListingSchema),
  total: z.number().int(),
  /**
   * The crop the search names (any of its names, or the nearest spelling: `typo`), with its name
   * in each language that has one (`{ hi: 'प्याज़', ta: 'வெங்காயம்', … }`); null without a search
   * or when it names no crop.
   */
  understood: z
    .object({
      crop: z.string(),
      names: z.partialRecord(LanguageSchema.exclude(['en']), z.string()),
      typo: z.boolean(),
    })
    .nullable(),
})
export type ListingList = z.infer<typeof ListingListSchema>

export const ListingParamsSchema = z.object({ id: z.uuid('Product not found') })

/** DELETE /api/listings/:id/photos/:photoId */
export const ListingPhotoParamsSchema = z.object({
  id: z.string().max(64),
  photoId: z.string().max(64),
})

/** GET /api/listing-photos/:file: `<content hash>.webp`. */
export const PhotoFileParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'Photo not found'),
})

/** `?ids=a,b,c`: the listings a cart holds (at most one order's lines). */
export const ListingsNowQuerySchema = z.object({
  ids: z
    .string()
    .max(50 * 37)
    .transform((v) => [...new Set(v.split(',').filter((id) => id !== ''))])
    .pipe(z.array(z.uuid('Each id must be a listing id.')).max(50, 'At most 50 listings at once.')),
})

/**
 * What a cart needs to know of a listing now: its price, what is left (0 when gone) and its first
 * photo's sizes (smallest first; empty when it has none), drawn beside the line.
 */
export const ListingNowSchema = z.object({
  id: z.string(),
  pricePaise: z.number().int(),
  quantityKg: z.number().int(),
  gone: z.boolean(),
  photo: ListingPhotoSchema.shape.sources,
})
export const ListingsNowSchema = z.object({ items: z.array(ListingNowSchema) })
export type ListingsNow = z.infer<typeof ListingsNowSchema>

/**
 * GET /api/listings/:id/mandi-price: the mandi (wholesale) price of the listing's crop for
 * comparison, ₹/kg: the median of each market's latest modal price within MANDI_WINDOW_DAYS of the
 * crop's newest report, and the same over the markets of the farmer's state when the farmer's
 * location names it. `price` is null when no market reports the crop.
 */
export const MANDI_WINDOW_DAYS = 30
export const MandiPriceSchema = z.object({
  price: z
    .object({
      crop: z.string(),
      pricePerKg: z.number(),
      markets: z.number().int(),
      /** The newest arrival date among those markets (YYYY-MM-DD). */
      date: z.string(),
      state: z
        .object({ name: z.string(), pricePerKg: z.number(), markets: z.number().int() })
        .nullable(),
    })
    .nullable(),
})
export type MandiPrice = z.infer<typeof MandiPriceSchema>
