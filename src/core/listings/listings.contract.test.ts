import { describe, expect, it } from 'vitest'
import {
  CATEGORY_UNKNOWN,
  CreateListingInputSchema,
  ListingsQuerySchema,
  PRICE_FILTER_RULE,
  PRICE_RANGE_REVERSED,
  FILL_ALL_FIELDS,
  NAME_TOO_LONG,
  NOTHING_TO_CHANGE,
  ListingFormSchema,
  type ListingFormValues,
  PRICE_NOT_NUMBER,
  PRICE_NOT_POSITIVE,
  PRICE_TOO_HIGH,
  PRICE_TOO_PRECISE,
  QUANTITY_NOT_POSITIVE,
  QUANTITY_NOT_WHOLE,
  QUANTITY_TOO_HIGH,
  UpdateListingInputSchema,
} from './listings.contract.ts'

/** What the form shows first: the parsed input, or the first problem and its field. */
function parseListingForm(typed: Omit<ListingFormValues, 'category' | 'organic'>) {
  const form: ListingFormValues = { category: '', organic: false, ...typed }
  const r = ListingFormSchema.safeParse(form)
  if (r.success) return { ok: true, value: r.data }
  const [issue] = r.error.issues
  return { ok: false, field: issue?.path[0], message: issue?.message }
}

describe('ListingFormSchema', () => {
  it.each([
    [{ productName: '', price: '20', quantity: '5' }, 'productName', FILL_ALL_FIELDS],
    [{ productName: '   ', price: '20', quantity: '5' }, 'productName', FILL_ALL_FIELDS],
    [{ productName: 'Onion', price: ' ', quantity: '5' }, 'price', FILL_ALL_FIELDS],
    [{ productName: 'Onion', price: '20', quantity: '' }, 'quantity', FILL_ALL_FIELDS],
    [{ productName: 'x'.repeat(81), price: '20', quantity: '5' }, 'productName', NAME_TOO_LONG],
    [{ productName: 'Onion', price: 'abc', quantity: '5' }, 'price', PRICE_NOT_NUMBER],
    [{ productName: 'Onion', price: '0', quantity: '5' }, 'price', PRICE_NOT_POSITIVE],
    [{ productName: 'Onion', price: '-3', quantity: '5' }, 'price', PRICE_NOT_POSITIVE],
    [{ productName: 'Onion', price: '20.005', quantity: '5' }, 'price', PRICE_TOO_PRECISE],
    [{ productName: 'Onion', price: '100000.01', quantity: '5' }, 'price', PRICE_TOO_HIGH],
    [{ productName: 'Onion', price: '1e3', quantity: '5' }, 'price', PRICE_NOT_NUMBER],
    [{ productName: 'Onion', price: '20', quantity: '2.5' }, 'quantity', QUANTITY_NOT_WHOLE],
    [{ productName: 'Onion', price: '20', quantity: '0' }, 'quantity', QUANTITY_NOT_POSITIVE],
    [{ productName: 'Onion', price: '20', quantity: '1000001' }, 'quantity', QUANTITY_TOO_HIGH],
  ] as const)('%j → %s: %s', (form, field, message) => {
    expect(parseListingForm(form)).toEqual({ ok: false, field, message })
  })

  it.each([
    [
      { productName: ' Onion ', price: '24.50', quantity: '100' },
      { productName: 'Onion', price: 24.5, quantity: 100 },
    ],
    [
      { productName: 'x'.repeat(80), price: '0.01', quantity: '1' },
      { productName: 'x'.repeat(80), price: 0.01, quantity: 1 },
    ],
    [
      { productName: 'Rice', price: '100000', quantity: '1000000' },
      { productName: 'Rice', price: 100000, quantity: 1000000 },
    ],
    [
      { productName: 'Rice', price: '19.99', quantity: '3' },
      { productName: 'Rice', price: 19.99, quantity: 3 },
    ],
  ] as const)('accepts %j', (form, value) => {
    expect(parseListingForm(form)).toEqual({
      ok: true,
      value: { ...value, category: null, organic: false },
    })
  })

  it('takes a category and the organic flag', () => {
    const r = ListingFormSchema.safeParse({
      productName: 'Okra',
      price: '30',
      quantity: '5',
      category: 'Vegetables',
      organic: true,
    })
    expect(r.success && r.data).toMatchObject({ category: 'Vegetables', organic: true })
    const bad = ListingFormSchema.safeParse({
      productName: 'Okra',
      price: '30',
      quantity: '5',
      category: 'Fruit',
      organic: false,
    })
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe(CATEGORY_UNKNOWN)
  })
})

describe('ListingsQuerySchema', () => {
  it('reads the browse URL', () => {
    expect(
      ListingsQuerySchema.parse({
        q: 'okra',
        category: 'Vegetables',
        sort: 'price_asc',
        minPrice: '10',
        maxPrice: '40.5',
        place: 'Nashik',
        organic: 'yes',
      }),
    ).toEqual({
      q: 'okra',
      category: 'Vegetables',
      sort: 'price_asc',
      minPrice: 10,
      maxPrice: 40.5,
      place: 'Nashik',
      organic: 'yes',
      limit: 60,
    })
  })
  it('treats empty parameters as absent and sorts newest first by default', () => {
    expect(ListingsQuerySchema.parse({ category: '', sort: '', minPrice: '' })).toEqual({
      sort: 'newest',
      limit: 60,
    })
  })
  it.each([
    [{ minPrice: '50', maxPrice: '10' }, PRICE_RANGE_REVERSED],
    [{ minPrice: '-1' }, PRICE_FILTER_RULE],
    [{ maxPrice: 'abc' }, PRICE_FILTER_RULE],
    [{ category: 'Fruit' }, CATEGORY_UNKNOWN],
    [{ organic: 'maybe' }, 'Organic must be yes or no.'],
  ])('refuses %j: %s', (query, message) => {
    const r = ListingsQuerySchema.safeParse(query)
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message)
  })
})

describe('CreateListingInputSchema', () => {
  it.each([
    [{ price: 20, quantity: 5 }, FILL_ALL_FIELDS],
    [{ productName: 'Onion', quantity: 5 }, FILL_ALL_FIELDS],
    [{ productName: 'Onion', price: null, quantity: 5 }, FILL_ALL_FIELDS],
    [{ productName: 'Onion', price: '20', quantity: 5 }, PRICE_NOT_NUMBER],
    [{ productName: 'Onion', price: 20, quantity: 5.5 }, QUANTITY_NOT_WHOLE],
  ])('%j → %s', (body, message) => {
    const r = CreateListingInputSchema.safeParse(body)
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message)
  })
})

describe('UpdateListingInputSchema', () => {
  it('needs at least one field', () => {
    const r = UpdateListingInputSchema.safeParse({})
    expect(r.success ? null : r.error.issues[0]!.message).toBe(NOTHING_TO_CHANGE)
  })
  it('applies the same rules to each field', () => {
    const r = UpdateListingInputSchema.safeParse({ price: 0 })
    expect(r.success ? null : r.error.issues[0]!.message).toBe(PRICE_NOT_POSITIVE)
    expect(UpdateListingInputSchema.parse({ quantity: 7 })).toEqual({ quantity: 7 })
  })
})
