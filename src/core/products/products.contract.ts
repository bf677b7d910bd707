import { z } from 'zod'

/** Spec §5 "Add product": every blank field gives this text. */
export const FILL_ALL_FIELDS = 'Please fill in all fields!'
export const MUST_BE_LOGGED_IN = 'You must be logged in to add products!'
export const ADD_FAILED = 'Failed to add product. Please try again!'
export const ADDED = 'Product added successfully!'
export const NO_PRODUCTS = 'No products listed yet!'
export const CONFIRM_DELETE = 'Are you sure you want to delete this product?'
export const NOT_YOUR_PRODUCT = 'You can only change your own products.'
export const PRODUCT_NOT_FOUND = 'Product not found. It may have been deleted.'
export const NOTHING_TO_CHANGE = 'Change at least one field: crop name, price or quantity.'

export const PRODUCTS_PAGE_SIZE = 5
export const PRODUCT_NAME_MAX = 80
/** Rupees per kg. */
export const PRICE_MAX_RUPEES = 100_000
/** Whole kg. */
export const QUANTITY_MAX_KG = 1_000_000

export const NAME_TOO_LONG = `Crop name: at most ${PRODUCT_NAME_MAX} characters.`
export const PRICE_NOT_NUMBER = 'Price per kg must be a number, for example 24.50.'
export const PRICE_NOT_POSITIVE = 'Price per kg must be more than ₹0.'
export const PRICE_TOO_PRECISE = 'Price per kg can have at most 2 decimal places (paise).'
export const PRICE_TOO_HIGH = 'Price per kg can be at most ₹1,00,000.'
export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number of kg.'
export const QUANTITY_NOT_POSITIVE = 'Quantity must be at least 1 kg.'
export const QUANTITY_TOO_HIGH = 'Quantity can be at most 10,00,000 kg.'

/** Rupees (at most 2 decimals) → integer paise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100)
/** Integer paise → rupees. */
export const paiseToRupees = (paise: number): number => paise / 100

/** True when `rupees` has at most 2 decimal places (tolerating binary float noise). */
function hasAtMostTwoDecimals(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6
}

const missing = (input: unknown) => input === undefined || input === null || input === ''

const productName = z
  .string({ error: FILL_ALL_FIELDS })
  .trim()
  .min(1, FILL_ALL_FIELDS)
  .max(PRODUCT_NAME_MAX, NAME_TOO_LONG)

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

/** POST /api/products. `price` in rupees per kg, `quantity` in whole kg. */
export const CreateProductInputSchema = z.object({ productName, price, quantity })
export type CreateProductInput = z.infer<typeof CreateProductInputSchema>

/** PATCH /api/products/:id: any of the fields, each with the same rules. */
export const UpdateProductInputSchema = z
  .object({
    productName: productName.optional(),
    price: price.optional(),
    quantity: quantity.optional(),
  })
  .refine(
    (v) => v.productName !== undefined || v.price !== undefined || v.quantity !== undefined,
    NOTHING_TO_CHANGE,
  )
export type UpdateProductInput = z.infer<typeof UpdateProductInputSchema>

export const ProductSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Rupees per kg. */
  price: z.number(),
  /** Paise per kg. */
  pricePaise: z.number().int(),
  /** Whole kg. */
  quantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Product = z.infer<typeof ProductSchema>

export const ProductListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1.' })
    .int('Page must be a whole number from 1.')
    .min(1, 'Page must be a whole number from 1.')
    .max(100_000, 'Page must be a whole number from 1.')
    .default(1),
})

export const ProductListSchema = z.object({
  items: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
})
export type ProductList = z.infer<typeof ProductListSchema>

export const ProductIdParamsSchema = z.object({ id: z.string().max(64) })

export type ProductFormValues = { productName: string; price: string; quantity: string }

/**
 * Checks the Add/Edit Product form as typed (strings) with the API's rules, so the form says the
 * same thing the server would. Returns the parsed input, or the first problem and its field.
 */
export function parseProductForm(
  form: ProductFormValues,
):
  | { ok: true; value: CreateProductInput }
  | { ok: false; field: keyof ProductFormValues; message: string } {
  const name = form.productName.trim()
  const priceText = form.price.trim()
  const quantityText = form.quantity.trim()
  if (!name) return { ok: false, field: 'productName', message: FILL_ALL_FIELDS }
  if (!priceText) return { ok: false, field: 'price', message: FILL_ALL_FIELDS }
  if (!quantityText) return { ok: false, field: 'quantity', message: FILL_ALL_FIELDS }
  const numberLike = /^[+-]?(\d+\.?\d*|\.\d+)$/
  const value = {
    productName: name,
    price: numberLike.test(priceText) ? Number(priceText) : Number.NaN,
    quantity: numberLike.test(quantityText) ? Number(quantityText) : Number.NaN,
  }
  const parsed = CreateProductInputSchema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]!
  return { ok: false, field: issue.path[0] as keyof ProductFormValues, message: issue.message }
}
