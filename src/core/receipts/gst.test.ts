import { describe, expect, it } from 'vitest'
import { gstinState, gstTotals, lineGst } from './gst.ts'
import { hsnFor } from './hsn.ts'
import { receiptView, type ReceiptLine, type ReceiptSeller } from './receipt.ts'

describe('GST in a tax-inclusive line', () => {
  it('splits ₹105.00 at 5% into ₹100.00 taxable and ₹5.00 of tax, CGST and SGST half each', () => {
    expect(lineGst(105_00, 5, false)).toEqual({
      ratePercent: 5,
      taxablePaise: 100_00,
      cgstPaise: 2_50,
      sgstPaise: 2_50,
      igstPaise: 0,
    })
    expect(lineGst(105_00, 5, true)).toMatchObject({ taxablePaise: 100_00, igstPaise: 5_00 })
  })

  it('rounds the taxable value per line to the paisa; the parts add up to the line, an odd paisa to CGST', () => {
    // ₹150.00 at 5%: 15000 × 100 / 105 = 14285.71… → 14286; tax 714 → 357 + 357.
    expect(lineGst(150_00, 5, false)).toMatchObject({
      taxablePaise: 142_86,
      cgstPaise: 3_57,
      sgstPaise: 3_57,
    })
    // ₹1.00 at 5%: 95.238… → 95; tax 5 → CGST 3, SGST 2.
    expect(lineGst(1_00, 5, false)).toMatchObject({ taxablePaise: 95, cgstPaise: 3, sgstPaise: 2 })
    // A half rounds up: 21 paise at 5% is 20 exactly; 1050 × 100 / 105 = 1000.
    for (const total of [1, 7, 99, 12_345, 999_999, 1_234_567]) {
      for (const inter of [false, true]) {
        const g = lineGst(total, 5, inter)
        expect(Number.isInteger(g.taxablePaise)).toBe(true)
        expect(g.taxablePaise + g.cgstPaise + g.sgstPaise + g.igstPaise).toBe(total)
        expect(Math.abs(g.cgstPaise - g.sgstPaise)).toBeLessThanOrEqual(1)
      }
    }
    // Totals are the sums of the lines' own rounded parts.
    expect(gstTotals([lineGst(150_00, 5, false), lineGst(1_00, 5, false)])).toEqual({
      taxablePaise: 142_86 + 95,
      cgstPaise: 3_57 + 3,
      sgstPaise: 3_57 + 2,
      igstPaise: 0,
    })
  })

  it('reads the state from the GSTIN', () => {
    expect(gstinState('27ABCDE1234F1Z0')?.en).toBe('Maharashtra')
    expect(gstinState('33ABCDE1234F1Z0')?.en).toBe('Tamil Nadu')
    expect(gstinState('99ABCDE1234F1Z0')).toBeUndefined()
  })
})

describe('a Tax Invoice’s lines and totals', () => {
  const order = {
    number: 'FT-2611-482137',
    placedAt: new Date('2026-11-27T10:00:00Z'),
    buyerName: 'Asha Rao',
    deliveryAddress: '12 MG Road, Pune 411001, Maharashtra',
    paymentMethod: 'COD' as const,
    paymentStatus: 'due_on_delivery' as const,
  }
  const seller: ReceiptSeller = {
    farmerId: 'f1',
    name: 'Ravi Patil',
    district: 'Nashik',
    gstin: '27ABCDE1234F1Z0',
    receiptNumber: 'RAVI-2026-000017',
    issuedAt: new Date('2026-11-27T20:00:00Z'),
  }
  const line = (name: string, total: number, over: Partial<ReceiptLine> = {}): ReceiptLine => ({
    id: name,
    farmerId: 'f1',
    name,
    hsn: hsnFor(name),
    quantityKg: 1,
    unitPricePaise: total,
    lineTotalPaise: total,
    status: 'Pending',
    ...over,
  })
  const lines = [
    line('Turmeric', 150_00),
    line('Black pepper', 1_00),
    line('Onion', 90_00),
    line('Cardamoms', 500_00, { status: 'Cancelled' }),
  ]

  it('within the seller’s state: CGST and SGST per line and in total; fresh produce exempt', () => {
    const [part] = receiptView({
      language: 'en',
      order,
      sellers: [seller],
      lines,
      wholeOrder: false,
    }).parts
    expect(part?.title).toBe('Tax Invoice')
    expect(part?.fields).toContainEqual(['Place of supply', 'Maharashtra'])
    expect(part?.rows.map((r) => r.tax)).toEqual([
      'Taxable value ₹142.86 · CGST 2.5% ₹3.57 · SGST 2.5% ₹3.57',
      'Taxable value ₹0.95 · CGST 2.5% ₹0.03 · SGST 2.5% ₹0.02',
      'Exempt from GST',
      undefined,
    ])
    expect(part?.totals).toEqual([
      ['Ordered', '₹741.00'],
      ['Cancelled or declined', '−₹500.00'],
      ['Taxable value', '₹143.81'],
      ['CGST', '₹3.60'],
      ['SGST', '₹3.59'],
      ['Exempt from GST', '₹90.00'],
      ['Total', '₹241.00'],
    ])
  })

  it('to another state: IGST', () => {
    const [part] = receiptView({
      language: 'en',
      order: { ...order, deliveryAddress: '4 Anna Salai, Chennai 600002' },
      sellers: [seller],
      lines: [line('Turmeric', 150_00)],
      wholeOrder: false,
    }).parts
    expect(part?.fields).toContainEqual(['Place of supply', 'Tamil Nadu'])
    expect(part?.rows[0]?.tax).toBe('Taxable value ₹142.86 · IGST 5% ₹7.14')
    expect(part?.totals).toEqual([
      ['Taxable value', '₹142.86'],
      ['IGST', '₹7.14'],
      ['Total', '₹150.00'],
    ])
  })

  it('fresh produce alone stays a Bill of Supply with no tax lines, GSTIN or not', () => {
    const [part] = receiptView({
      language: 'en',
      order,
      sellers: [seller],
      lines: [line('Onion', 90_00), line('Tomato', 60_00)],
      wholeOrder: false,
    }).parts
    expect(part?.title).toBe('Bill of Supply')
    expect(part?.rows.every((r) => r.tax === undefined)).toBe(true)
    expect(part?.totals).toEqual([['Total', '₹150.00']])
  })
})
