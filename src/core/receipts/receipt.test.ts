import { describe, expect, it } from 'vitest'
import { orderAmounts } from '../orders/amounts.ts'
import { lineAmounts, receiptView, type ReceiptLine, type ReceiptSeller } from './receipt.ts'

const order = {
  number: 'FT-2611-482137',
  placedAt: new Date('2026-11-27T10:00:00Z'),
  buyerName: 'Asha Rao',
  deliveryAddress: '12 MG Road, Pune 411001',
  paymentMethod: 'COD' as const,
  paymentStatus: 'due_on_delivery' as const,
}
const seller = (farmerId: string, gstin: string | null = null): ReceiptSeller => ({
  farmerId,
  name: `Farmer ${farmerId}`,
  district: 'Nashik',
  gstin,
  receiptNumber: `FARM-2026-00000${farmerId}`,
  issuedAt: new Date('2026-11-27T20:00:00Z'),
})
const line = (farmerId: string, over: Partial<ReceiptLine> = {}): ReceiptLine => ({
  id: `${farmerId}-${over.name ?? 'Onion'}`,
  farmerId,
  name: 'Onion',
  hsn: { code: '0703', exempt: true },
  quantityKg: 5,
  unitPricePaise: 30_00,
  lineTotalPaise: 150_00,
  status: 'Pending',
  ...over,
})

describe('receiptView', () => {
  it('makes one part per farmer with its lines, HSN codes and totals without ended lines', () => {
    const view = receiptView({
      language: 'en',
      order,
      sellers: [seller('1'), seller('2', '27ABCDE1234F1Z0')],
      lines: [
        line('1'),
        line('1', { name: 'Tomato', status: 'Cancelled', lineTotalPaise: 90_00, quantityKg: 3 }),
        line('2', { name: 'Turmeric', hsn: { code: '0910', exempt: false } }),
      ],
      wholeOrder: true,
    })
    expect(view.parts.map((p) => p.title)).toEqual(['Bill of Supply', 'Tax Invoice'])
    const [first, second] = view.parts
    expect(first?.rows.map((r) => r.cells)).toEqual([
      ['Onion', '0703', '5 kg', '₹30.00/kg', '₹150.00'],
      ['Tomato (Cancelled)', '0703', '3 kg', '₹30.00/kg', '₹90.00'],
    ])
    expect(first?.rows.map((r) => r.ended)).toEqual([false, true])
    expect(first?.totals).toEqual([
      ['Ordered', '₹240.00'],
      ['Cancelled or declined', '−₹90.00'],
      ['Total', '₹150.00'],
    ])
    expect(first?.fields.map(([k]) => k)).not.toContain('GSTIN')
    expect(second?.fields).toContainEqual(['GSTIN', '27ABCDE1234F1Z0'])
    expect(second?.fields).toContainEqual(['Payment', 'Cash on Delivery · Due on delivery'])
    // The whole order's total closes the buyer's last part.
    expect(second?.totals.at(-1)).toEqual(['Order total', '₹300.00'])
    // Issued at 20:00 UTC on 27 Nov: the 28th in India.
    expect(first?.fields).toContainEqual(['Issued on', '28 Nov 2026'])
  })

  it('reads Cash on Delivery as paid in a part whose lines are delivered, in the reader’s language', () => {
    const lines = [line('1', { status: 'Delivered' }), line('2')]
    const sellers = [seller('1'), seller('2')]
    const payment = (language: 'en' | 'hi') =>
      receiptView({ language, order, sellers, lines, wholeOrder: true }).parts.map(
        (p) => p.fields.find(([k]) => k === 'Payment' || k === 'भुगतान')?.[1],
      )
    expect(payment('en')).toEqual([
      'Cash on Delivery · Paid in cash on delivery',
      'Cash on Delivery · Due on delivery',
    ])
    expect(payment('hi')).toEqual([
      'कैश ऑन डिलीवरी · डिलीवरी पर नकद भुगतान हो गया',
      'कैश ऑन डिलीवरी · डिलीवरी पर देय',
    ])
  })

  it("closes the buyer's receipt with what is paid, refunded and due, and a farmer's without them", () => {
    const lines = [
      line('1', { status: 'Delivered' }),
      line('1', { name: 'Tomato', status: 'Pending', lineTotalPaise: 90_00, quantityKg: 3 }),
    ]
    const amounts = orderAmounts({ paymentMethod: 'COD', lines })
    const buyer = receiptView({
      language: 'en',
      order,
      sellers: [seller('1')],
      lines,
      wholeOrder: true,
      amounts,
    })
    expect(buyer.parts[0]?.totals).toEqual([
      ['Total', '₹240.00'],
      ['Paid', '₹150.00'],
      ['Due on delivery', '₹90.00'],
    ])
    const hindi = receiptView({
      language: 'hi',
      order,
      sellers: [seller('1')],
      lines,
      wholeOrder: true,
      amounts,
    })
    expect(hindi.parts[0]?.totals.at(-1)?.[0]).toBe('डिलीवरी पर देय')
    const farmer = receiptView({
      language: 'en',
      order,
      sellers: [seller('1')],
      lines,
      wholeOrder: false,
      amounts: null,
    })
    expect(farmer.parts[0]?.totals).toEqual([['Total', '₹240.00']])
  })

  it("writes a farmer's own part in their language", () => {
    const view = receiptView({
      language: 'hi',
      order,
      sellers: [seller('1')],
      lines: [line('1')],
      wholeOrder: false,
    })
    const part = view.parts[0]
    expect(part?.title).toBe('बिल ऑफ़ सप्लाई')
    expect(part?.rows[0]?.cells[2]).toBe('5 किलो')
    expect(part?.totals).toEqual([['कुल', '₹150.00']])
  })

  it('adds up lines in paise', () => {
    expect(
      lineAmounts([
        { status: 'Delivered', lineTotalPaise: 100 },
        { status: 'Declined', lineTotalPaise: 30 },
        { status: 'In Transit', lineTotalPaise: 5 },
      ]),
    ).toEqual({ orderedPaise: 135, endedPaise: 30, livePaise: 105 })
  })
})
