import { describe, expect, it } from 'vitest'
import { catalogueListingId } from '../catalogue/catalogue-owners.ts'
import { CATALOGUE } from '../catalogue/catalogue.ts'
import {
  acceptPrices,
  addToCart,
  applyPriceChanges,
  cartItemCount,
  cartToOrderLines,
  cartTotalPaise,
  emptyCart,
  overAvailable,
  parseCart,
  refreshCart,
  removeFromCart,
  serializeCart,
  setQuantity,
  type Cart,
  type CartLine,
} from './cart.ts'
import { storedCartItemCount } from './cart-count.ts'

const listing: CartLine = {
  lineId: 'b',
  kind: 'listing',
  productId: '0b5d3c9e-6a4f-4f55-9d2a-1f6f1d9a7c11',
  quantityKg: 3,
  name: 'Alphonso Mango',
  pricePaise: 150_00,
  farmerName: 'Sanjay Patil',
}
const tomato: CartLine = {
  lineId: 'a',
  kind: 'catalogue',
  catalogueId: 0,
  quantityKg: 1,
  pricePaise: CATALOGUE[0]!.pricePaise,
}

describe('parseCart', () => {
  const good = serializeCart({ version: 2, lines: [tomato, listing] })
  it.each([
    ['nothing stored', null, 0, false],
    ['an empty string', '', 0, false],
    ['a valid cart', good, 2, false],
    ['corrupt JSON', '{"version":2,"lines":[', 0, true],
    ['the original app’s bare array', '[{"id":1,"name":"Onion","price":"₹35/kg"}]', 0, true],
    ['another version', '{"version":3,"lines":[]}', 0, true],
    [
      'an unknown catalogue id',
      '{"version":2,"lines":[{"lineId":"a","kind":"catalogue","catalogueId":99,"quantityKg":1,"pricePaise":100}]}',
      0,
      true,
    ],
    [
      'a zero quantity',
      serializeCart({ version: 2, lines: [{ ...listing, quantityKg: 0 }] }),
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

  it('reads a version-1 cart: catalogue lines at 1 kg each and the catalogue price, the same item merged', () => {
    const v1 = JSON.stringify({
      version: 1,
      lines: [
        { lineId: 'a', kind: 'catalogue', catalogueId: 0 },
        { lineId: 'c', kind: 'catalogue', catalogueId: 0 },
        { ...listing },
      ],
    })
    const r = parseCart(v1)
    expect(r.reset).toBe(false)
    expect(r.cart.version).toBe(2)
    expect(r.cart.lines).toEqual([{ ...tomato, quantityKg: 2 }, listing])
  })
})

describe('cart operations', () => {
  it('merges the same item into one line, removes by line id, and totals', () => {
    let cart = emptyCart()
    for (const line of [tomato, { ...tomato, lineId: 'c', quantityKg: 4 }, listing]) {
      const r = addToCart(cart, line, 100)
      if (!r.ok) throw new Error(r.reason)
      cart = r.cart
    }
    expect(cart.lines.map((l) => [l.lineId, l.quantityKg])).toEqual([
      ['a', 5],
      ['b', 3],
    ])
    expect(cartItemCount(cart)).toBe(2)
    // The header's schema-free count of the stored cart agrees with the parsed one.
    expect(storedCartItemCount(serializeCart(cart))).toBe(2)
    expect(cartTotalPaise(cart)).toBe(tomato.pricePaise * 5 + 150_00 * 3)
    expect(cartToOrderLines(cart)).toEqual([
      { kind: 'catalogue', catalogueId: 0, quantityKg: 5, seenPricePaise: tomato.pricePaise },
      { kind: 'listing', productId: listing.productId, quantityKg: 3, seenPricePaise: 150_00 },
    ])
    cart = removeFromCart(cart, 'a')
    expect(cart.lines.map((l) => l.lineId)).toEqual(['b'])
    expect(parseCart(serializeCart(cart)).cart).toEqual(cart)
  })

  it('never lets a line ask for more than is left, counting what the cart holds already', () => {
    const first = addToCart(emptyCart(), { ...listing, quantityKg: 6 }, 8)
    expect(first.ok).toBe(true)
    if (!first.ok) return
    expect(addToCart(first.cart, { ...listing, lineId: 'x', quantityKg: 3 }, 8)).toEqual({
      ok: false,
      reason: 'too_much',
      max: 8,
      inCart: 6,
    })
    expect(addToCart(emptyCart(), listing, 2)).toMatchObject({ ok: false, reason: 'too_much' })
  })

  it('sets a quantity within 1 and what is left', () => {
    const r = addToCart(emptyCart(), listing, 10)
    if (!r.ok) throw new Error(r.reason)
    expect(setQuantity(r.cart, 'b', 7).lines[0]!.quantityKg).toBe(7)
    expect(setQuantity(r.cart, 'b', 70).lines[0]!.quantityKg).toBe(10)
    expect(setQuantity(r.cart, 'b', 0).lines[0]!.quantityKg).toBe(1)
    expect(setQuantity(r.cart, 'b', Number.NaN).lines[0]!.quantityKg).toBe(3)
  })

  it('refuses a 51st item', () => {
    const cart: Cart = {
      version: 2,
      lines: Array.from({ length: 50 }, (_, i) => ({
        ...listing,
        lineId: `l${i}`,
        productId: `0b5d3c9e-6a4f-4f55-9d2a-${String(i).padStart(12, '0')}`,
      })),
    }
    expect(addToCart(cart, tomato)).toEqual({ ok: false, reason: 'full' })
  })
})

describe('prices and stock that changed since the buyer looked', () => {
  const cart: Cart = { version: 2, lines: [tomato, listing] }
  it('takes a new price with the old one beside it until accepted, and notes what is left', () => {
    const now = new Map([
      [catalogueListingId(0), { pricePaise: 32_00, quantityKg: 500, gone: false }],
      [listing.productId, { pricePaise: 150_00, quantityKg: 2, gone: false }],
    ])
    const fresh = refreshCart(cart, now)
    expect(fresh.lines[0]).toMatchObject({ pricePaise: 32_00, priceWasPaise: tomato.pricePaise })
    expect(fresh.lines[1]).toMatchObject({ pricePaise: 150_00, availableKg: 2 })
    expect(fresh.lines[1]!.priceWasPaise).toBeUndefined()
    expect(overAvailable(fresh).map((l) => l.lineId)).toEqual(['b'])
    expect(refreshCart(fresh, now)).toBe(fresh)
    const accepted = acceptPrices(fresh)
    expect(accepted.lines.every((l) => l.priceWasPaise === undefined)).toBe(true)
    expect(cartToOrderLines(accepted)[0]).toMatchObject({ seenPricePaise: 32_00 })
  })
  it('applies the prices of a 409 price_changed answer', () => {
    const next = applyPriceChanges(cart, [
      {
        listingId: listing.productId,
        catalogueId: null,
        name: 'Mango',
        seenPaise: 150_00,
        pricePaise: 170_00,
      },
    ])
    expect(next.lines[1]).toMatchObject({ pricePaise: 170_00, priceWasPaise: 150_00 })
    expect(next.lines[0]).toEqual(tomato)
  })
})

describe('storedCartItemCount (the header, without the schema)', () => {
  it('counts nothing for no cart, broken JSON or a foreign shape', () => {
    for (const raw of [
      null,
      '',
      '[{"id":1,"name":"Onion"}',
      '[1,2]',
      '"x"',
      '{"version":3,"lines":[1]}',
      '{"version":2}',
    ])
      expect(storedCartItemCount(raw)).toBe(0)
  })
  it('counts the lines of a version-1 or version-2 cart', () => {
    expect(storedCartItemCount('{"version":1,"lines":[{},{}]}')).toBe(2)
    expect(storedCartItemCount(serializeCart(emptyCart()))).toBe(0)
  })
})
