import { describe, expect, it } from 'vitest'
import { checkCartQuantity } from './cart-quantity.ts'
import { cartQuantitySchema } from './orders.contract.ts'

/** Typed texts and what is left: the page's check and the contract's schema see the same. */
const CASES: Array<[string, number]> = [
  ['', 5],
  ['   ', 5],
  ['0', 5],
  ['-1', 5],
  ['2.5', 5],
  ['abc', 5],
  ['1', 5],
  [' 5 ', 5],
  ['5', 5],
  ['6', 5],
  ['9', 5],
  ['2', 1],
  ['1', 1],
  ['1e3', 10_000],
  ['1e5', 10_000],
  ['0x10', 20],
  ['1.0', 5],
  ['Infinity', 5],
  ['10000', 10_000],
  ['10001', 10_000],
]

describe('checkCartQuantity', () => {
  it.each([
    ['', 5, 'Quantity must be a whole number of kg, at least 1.'],
    ['0', 5, 'Quantity must be a whole number of kg, at least 1.'],
    ['2.5', 5, 'Quantity must be a whole number of kg, at least 1.'],
    ['9', 5, 'Only {max} kg are left.'],
    ['2', 1, 'Only {max} kg is left.'],
  ])('%j with %d left → %s', (text, max, message) => {
    expect(checkCartQuantity(text, max)).toEqual({ ok: false, message })
  })

  it('gives the whole kg', () => {
    expect(checkCartQuantity(' 5 ', 5)).toEqual({ ok: true, kg: 5 })
  })

  it.each(CASES)('%j with %d left: the same answer as cartQuantitySchema', (text, max) => {
    const r = cartQuantitySchema(max).safeParse({ quantity: text })
    expect(checkCartQuantity(text, max)).toEqual(
      r.success
        ? { ok: true, kg: r.data.quantity }
        : { ok: false, message: r.error.issues.map((i) => i.message).join(' | ') },
    )
  })
})
