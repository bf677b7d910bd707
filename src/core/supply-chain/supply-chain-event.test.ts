import { describe, expect, it } from 'vitest'
import { isSupplyChainOrder } from './supply-chain-event.ts'
import { SupplyChainOrderSchema } from './supply-chain.contract.ts'

const order = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  crop: 'Onion',
  buyerName: 'Anita',
  orderNumber: 'FT-2611-000001',
  delivery: { name: 'Anita', address: '12 MG Road, Pune', phone: '9876543210' },
  amountPaise: 105_00,
  paymentMethod: 'UPI',
  paymentStatus: 'paid',
  payout: 'held',
  quantityKg: 3,
  status: 'Pending',
  statusReason: null,
  transport: null,
  orderItemId: 'c0ffee00-0000-4000-8000-000000000002',
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
}
const demo = {
  ...order,
  orderNumber: null,
  delivery: null,
  amountPaise: null,
  paymentMethod: null,
  paymentStatus: null,
  orderItemId: null,
}

/** Each field's values the guard must take or refuse as the schema does (`undefined`: dropped). */
const FIELD_VALUES: Array<[string, unknown[]]> = [
  ['id', ['', 'x', 1, null, undefined]],
  ['crop', ['Tomato', 3, null, undefined]],
  ['buyerName', ['', null, undefined]],
  ['orderNumber', ['FT-1', null, 1, undefined]],
  [
    'delivery',
    [
      null,
      { name: 'a', address: 'b', phone: 'c' },
      { name: 'a', address: 'b' },
      { name: 'a', address: 'b', phone: 1 },
      'Pune',
      [],
      undefined,
    ],
  ],
  ['amountPaise', [0, -5, 1.5, 2 ** 53, '100', null, undefined]],
  ['paymentMethod', ['COD', 'Card', 'cash', null, undefined]],
  ['paymentStatus', ['due_on_delivery', 'refunded', 'nope', null, undefined]],
  ['payout', ['released', 'settled', 'cancelled', 'paid', null, undefined]],
  ['quantityKg', [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined]],
  ['status', ['In Transit', 'Delivered', 'Declined', 'pending', null, undefined]],
  ['statusReason', ['Out of stock', 1, null, undefined]],
  ['transport', ['MH 12 AB 1234', 1, null, undefined]],
  ['orderItemId', ['x', 1, null, undefined]],
  ['createdAt', ['', 1, null, undefined]],
  ['updatedAt', ['', 1, null, undefined]],
  ['extra', ['ignored', 1]],
]

const inputs: Array<[string, unknown]> = [
  ['an order', order],
  ['a demo order', demo],
  ['nothing', undefined],
  ['null', null],
  ['a string', '{"id":"a"}'],
  ['an array', [order]],
  ['an empty object', {}],
]
for (const [key, values] of FIELD_VALUES) {
  for (const value of values) {
    const changed: Record<string, unknown> = { ...order, [key]: value }
    if (value === undefined) delete changed[key]
    inputs.push([`an order with ${key} = ${JSON.stringify(value) ?? 'undefined'}`, changed])
  }
}

describe('isSupplyChainOrder', () => {
  it.each(inputs)('agrees with SupplyChainOrderSchema on %s', (_label, data) => {
    expect(isSupplyChainOrder(data)).toBe(SupplyChainOrderSchema.safeParse(data).success)
  })

  it('is tested on both outcomes', () => {
    const ok = inputs.filter(([, data]) => SupplyChainOrderSchema.safeParse(data).success)
    expect(ok.length).toBeGreaterThan(20)
    expect(inputs.length - ok.length).toBeGreaterThan(40)
  })
})
