import { z } from 'zod'
import { pageParam } from '../http/paging.ts'
import {
  FILL_ALL_FIELDS,
  NOTHING_TO_CHANGE,
  PRODUCT_NAME_MAX,
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
} from './products.messages.ts'
import { displayText } from '../text/safe-text.ts'

export * from './products.messages.ts'

/** True when `rupees` has at most 2 decimal places (tolerating binary float noise). */
function hasAtMostTwoDecimals(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6
}

const missing = (input: unknown) => input === undefined || input === null || input === ''

/** Shown to buyers: see safe-text.ts. */
const productName = displayText({
  blank: FILL_ALL_FIELDS,
  max: PRODUCT_NAME_MAX,
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

export const ProductListQuerySchema = z.object({ page: pageParam })

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
