import { describe, expect, it } from 'vitest'
import {
  addToHolds,
  checkBuyerLimits,
  emptyHolds,
  unpaidHoldMaxKg,
  type BuyerLimits,
} from './buyer-limits.ts'

const limits: BuyerLimits = {
  unpaidOrdersMax: 3,
  unpaidHoldMaxPercent: 50,
  codMaxPendingLinesPerFarmer: 2,
}
const dal = { name: 'Toor Dal', kg: 1, leftKg: 100, farmerId: 'f1', farmerName: 'Kavita' }
const f1 = { farmerId: 'f1', farmerName: 'Kavita' }
const f2 = { farmerId: 'f2', farmerName: 'Ramesh' }

describe('unpaidHoldMaxKg', () => {
  it('is the share of what is left, rounded up, and at least 1 kg', () => {
    expect(unpaidHoldMaxKg(10_000, 50)).toBe(5_000)
    expect(unpaidHoldMaxKg(3, 50)).toBe(2)
    expect(unpaidHoldMaxKg(1, 50)).toBe(1)
    expect(unpaidHoldMaxKg(0, 50)).toBe(1)
    expect(unpaidHoldMaxKg(10, 30)).toBe(3)
    expect(unpaidHoldMaxKg(77, 100)).toBe(77)
  })
})

describe('checkBuyerLimits', () => {
  it('refuses an online order past the unpaid limit, naming the unpaid orders', () => {
    const holds = emptyHolds()
    for (const n of ['FT-1', 'FT-2', 'FT-3'])
      addToHolds(holds, { payment: 'UPI', number: n, lines: [f1] })
    expect(
      checkBuyerLimits({ payment: 'Card', lines: [f1], wanted: [dal] }, holds, limits),
    ).toEqual({
      code: 'order.unpaid_limit',
      params: { count: 3, orders: 'FT-1, FT-2, FT-3', max: 3 },
      field: 'payment',
    })
    // Cash on Delivery is not held to it.
    expect(
      checkBuyerLimits({ payment: 'COD', lines: [f1], wanted: [dal] }, holds, limits),
    ).toBeNull()
  })

  it('caps what one unpaid order holds of a listing, not a COD order', () => {
    const big = { ...dal, kg: 51 }
    expect(
      checkBuyerLimits({ payment: 'UPI', lines: [f1], wanted: [big] }, emptyHolds(), limits),
    ).toEqual({
      code: 'order.unpaid_hold_cap',
      params: { name: 'Toor Dal', max: 50, kg: 51, left: 100 },
      field: 'lines',
    })
    expect(
      checkBuyerLimits(
        { payment: 'UPI', lines: [f1], wanted: [{ ...dal, kg: 50 }] },
        emptyHolds(),
        limits,
      ),
    ).toBeNull()
    expect(
      checkBuyerLimits({ payment: 'COD', lines: [f1], wanted: [big] }, emptyHolds(), limits),
    ).toBeNull()
  })

  it('counts Pending COD lines per farmer, this order’s lines too', () => {
    const holds = emptyHolds()
    addToHolds(holds, { payment: 'COD', number: 'FT-9', lines: [f1, f2] })
    expect(
      checkBuyerLimits({ payment: 'COD', lines: [f1], wanted: [dal] }, holds, limits),
    ).toBeNull()
    expect(
      checkBuyerLimits({ payment: 'COD', lines: [f2, f1, f1], wanted: [dal] }, holds, limits),
    ).toEqual({
      code: 'order.cod_farmer_limit',
      params: { farmer: 'Kavita', max: 2, pending: 1, adding: 2 },
      field: 'lines',
    })
    // Online orders are not COD lines.
    addToHolds(holds, { payment: 'UPI', number: 'FT-10', lines: [f1, f1] })
    expect(holds.codPendingByFarmer.get('f1')).toBe(1)
  })
})
