import { describe, expect, it } from 'vitest'
import {
  addToCart,
  CART_FULL,
  cartToOrderLines,
  cartTotalPaise,
  emptyCart,
  parseCart,
  removeFromCart,
  serializeCart,
  type CartLine,
} from './cart.ts'

const listing: CartLine = {
  lineId: 'b',
  kind: 'listing',
  productId: '0b5d3c9e-6a4f-4f55-9d2a-1f6f1d9a7c11',
  quantityKg: 3,
  name: 'Alphonso Mango',
  pricePaise: 150_00,
  farmerName: 'Sanjay Patil',
}

describe('parseCart', () => {
  const good = serializeCart({
    version: 1,
    lines: [{ lineId: 'a', kind: 'catalogue', catalogueId: 0 }, listing],
  })
  it.each([
    ['nothing stored', null, 0, false],
    ['an empty string', '', 0, false],
    ['a valid cart', good, 2, false],
    ['corrupt JSON', '{"version":1,"lines":[', 0, true],
    ['the original app’s bare array', '[{"id":1,"name":"Onion","price":"₹35/kg"}]', 0, true],
    ['another version', '{"version":2,"lines":[]}', 0, true],
    [
      'an unknown catalogue id',
      '{"version":1,"lines":[{"lineId":"a","kind":"catalogue","catalogueId":99}]}',
      0,
      true,
    ],
    [
      'a zero quantity',
      serializeCart({ version: 1, lines: [{ ...listing, quantityKg: 0 }] }),
      0,
      true,
    ],
    ['a string', '"hello"', 0, true],
    ['null JSON', 'null', 0, true],
  ])('%s → %i lines, reset=%s', (_label, raw, n, reset) => {
    const r = parseCart(raw)
    expect(r.cart.lines).toHaveLength(n)
    expect(r.reset).toBe(reset)
  })
})

describe('cart operations', () => {
  it('appends, removes by line id, and totals', () => {
    let cart = emptyCart()
    for (const line of [
      { lineId: 'a', kind: 'catalogue', catalogueId: 0 } as const,
      { lineId: 'c', kind: 'catalogue', catalogueId: 0 } as const,
      listing,
    ]) {
      const r = addToCart(cart, line)
      if (!r.ok) throw new Error(r.reason)
      cart = r.cart
    }
    expect(cart.lines.map((l) => l.lineId)).toEqual(['a', 'c', 'b'])
    // Tomato ₹30 twice + 3 kg at ₹150
    expect(cartTotalPaise(cart)).toBe(30_00 * 2 + 150_00 * 3)
    cart = removeFromCart(cart, 'c')
    expect(cartToOrderLines(cart)).toEqual([
      { kind: 'catalogue', catalogueId: 0 },
      { kind: 'listing', productId: listing.productId, quantityKg: 3 },
    ])
    expect(parseCart(serializeCart(cart)).cart).toEqual(cart)
  })

  it('refuses a 51st line', () => {
    const cart = {
      version: 1 as const,
      lines: Array.from({ length: 50 }, (_, i) => ({
        lineId: `l${i}`,
        kind: 'catalogue' as const,
        catalogueId: 1,
      })),
    }
    expect(addToCart(cart, { lineId: 'x', kind: 'catalogue', catalogueId: 2 })).toEqual({
      ok: false,
      reason: CART_FULL,
    })
  })
})
