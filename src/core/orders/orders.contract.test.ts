import { describe, expect, it } from 'vitest'
import { orderAmounts } from './amounts.ts'
import { PHONE_RULE } from '../auth/phone.ts'
import {
  applyStatusEvent,
  CreateOrderInputSchema,
  cartQuantitySchema,
  DeliverySchema,
  ENTER_ADDRESS,
  ENTER_FULL_NAME,
  ENTER_PHONE,
  paymentStatusFor,
  SEEN_PRICE_MISSING,
  type OrderList,
} from './orders.contract.ts'

const delivery = { fullName: 'Asha Rao', address: '12 MG Road, Pune 411001', phone: '98765 43210' }
const base = {
  lines: [{ kind: 'catalogue', catalogueId: 3, seenPricePaise: 30_00 }],
  delivery,
  payment: 'COD',
  idempotencyKey: 'key-12345678',
}

describe('CreateOrderInputSchema', () => {
  it('accepts a good order and normalises the phone', () => {
    const r = CreateOrderInputSchema.parse(base)
    expect(r.delivery.phone).toBe('+919876543210')
  })
  it.each([
    ['empty cart', { lines: [] }, 'Your cart is empty. Add a product before checking out.'],
    [
      '51 lines',
      { lines: Array(51).fill({ kind: 'catalogue', catalogueId: 1 }) },
      'An order can hold at most 50 lines.',
    ],
    [
      'half kg',
      {
        lines: [
          { kind: 'listing', productId: '0b5d3c9e-6a4f-4f55-9d2a-1f6f1d9a7c11', quantityKg: 0.5 },
        ],
      },
      'Quantity must be a whole number of kg.',
    ],
    [
      'zero kg',
      {
        lines: [
          { kind: 'listing', productId: '0b5d3c9e-6a4f-4f55-9d2a-1f6f1d9a7c11', quantityKg: 0 },
        ],
      },
      'Quantity must be at least 1 kg.',
    ],
    ['no name', { delivery: { ...delivery, fullName: '  ' } }, ENTER_FULL_NAME],
    ['no address', { delivery: { ...delivery, address: '' } }, ENTER_ADDRESS],
    ['no phone', { delivery: { ...delivery, phone: '' } }, ENTER_PHONE],
    ['landline', { delivery: { ...delivery, phone: '020 2345 6789' } }, PHONE_RULE],
    ['bad payment', { payment: 'Cheque' }, 'Choose a payment method: COD, UPI or Card.'],
    ['no seen price', { lines: [{ kind: 'catalogue', catalogueId: 3 }] }, SEEN_PRICE_MISSING],
    [
      'seen price in rupees',
      { lines: [{ kind: 'catalogue', catalogueId: 3, seenPricePaise: 30.5 }] },
      'The price you saw must be a whole number of paise.',
    ],
  ])('%s → %s', (_label, patch, message) => {
    const r = CreateOrderInputSchema.safeParse({ ...base, ...patch })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe(message)
  })
})

describe('DeliverySchema', () => {
  it('gives each failing field its own message', () => {
    const r = DeliverySchema.safeParse({ fullName: '', address: '', phone: '12' })
    const byField = Object.fromEntries(
      (r.error?.issues ?? []).toReversed().map((i) => [String(i.path[0]), i.message] as const),
    )
    expect(byField).toEqual({
      fullName: ENTER_FULL_NAME,
      address: ENTER_ADDRESS,
      phone: PHONE_RULE,
    })
    expect(DeliverySchema.safeParse(delivery).success).toBe(true)
  })
})

describe('cartQuantitySchema', () => {
  it.each([
    ['', 5, 'Quantity must be a whole number of kg, at least 1.'],
    ['0', 5, 'Quantity must be a whole number of kg, at least 1.'],
    ['2.5', 5, 'Quantity must be a whole number of kg, at least 1.'],
    ['9', 5, 'Only {max} kg are left.'],
    ['2', 1, 'Only {max} kg is left.'],
  ])('%j with %d left → %s', (quantity, max, message) => {
    const r = cartQuantitySchema(max).safeParse({ quantity })
    expect(r.error?.issues.map((i) => i.message)).toEqual([message])
  })

  it('gives the whole kg', () => {
    expect(cartQuantitySchema(5).parse({ quantity: ' 5 ' })).toEqual({ quantity: 5 })
  })
})

it.each([
  ['COD', 'due_on_delivery'],
  ['UPI', 'awaiting_payment'],
  ['Card', 'awaiting_payment'],
] as const)('payment %s is %s', (m, s) => expect(paymentStatusFor(m)).toBe(s))

describe('applyStatusEvent', () => {
  const line = {
    id: 'item-1',
    kind: 'listing' as const,
    catalogueId: null,
    productId: 'p',
    name: 'Onion',
    unitPricePaise: 3000,
    quantityKg: 2,
    lineTotalPaise: 6000,
    farmerName: 'F',
    status: 'Pending' as const,
    statusReason: null,
    transport: null,
    supplyChainOrderId: 's',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }
  const list: OrderList = {
    total: 1,
    items: [
      {
        id: 'o',
        number: 'FT-2611-000001',
        createdAt: '',
        paymentMethod: 'COD',
        paymentStatus: 'due_on_delivery',
        totalPaise: 6000,
        amounts: orderAmounts({ paymentMethod: 'COD', lines: [line] }),
        delivery: { fullName: '', address: '', phone: '' },
        lines: [line],
      },
    ],
  }
  it('moves the matching line and keeps others', () => {
    const next = applyStatusEvent(list, {
      orderItemId: 'item-1',
      supplyChainOrderId: 's',
      status: 'In Transit',
      transport: 'MH-12-AB-1234',
      updatedAt: 'x',
    })
    expect(next.items[0]!.lines[0]).toMatchObject({
      status: 'In Transit',
      transport: 'MH-12-AB-1234',
    })
    expect(list.items[0]!.lines[0]!.status).toBe('Pending')
  })
  it('keeps the amounts in step: a declined line is no longer due', () => {
    const next = applyStatusEvent(list, {
      orderItemId: 'item-1',
      supplyChainOrderId: 's',
      status: 'Declined',
      statusReason: 'No truck',
      transport: null,
      updatedAt: 'x',
    })
    expect(list.items[0]!.amounts.duePaise).toBe(6000)
    expect(next.items[0]!.amounts).toMatchObject({ duePaise: 0, endedPaise: 6000, due: 'none' })
  })
  it('leaves the list as is for an unknown line', () => {
    expect(
      applyStatusEvent(list, {
        orderItemId: 'other',
        supplyChainOrderId: 's',
        status: 'Delivered',
        transport: null,
        updatedAt: 'x',
      }),
    ).toBe(list)
  })
})
