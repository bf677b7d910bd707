import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ReceiptView } from '#core/receipts/receipt.ts'
import { pdfText, readPdf } from './pdf-text.test-support.ts'
import { receiptFontsParsed, receiptPdf, warmReceipts } from './receipt-pdf.ts'
import { receiptsRoutes } from './receipts.routes.ts'

// The first receipt took 2–5 s (pdfkit loaded, fourteen font files parsed, shaping tables read
// on first use): the server does that work in the background once it listens.

const app = Fastify()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
afterAll(() => app.close())

const view = (title: string): ReceiptView => ({
  language: 'ta',
  documentTitle: title,
  parts: [
    {
      kind: 'bill_of_supply',
      title,
      receiptNumber: 'RAVI-2026-000017',
      fields: [['ஆர்டர் எண்', 'FT-2611-000001']],
      columns: ['பொருள்', 'HSN', 'அளவு', 'விலை', 'தொகை'],
      rows: [{ cells: ['தக்காளி', '0702', '3 கிலோ', '₹30.00', '₹90.00'], ended: false }],
      totals: [['மொத்தம்', '₹90.00']],
      notes: [],
    },
  ],
})

describe('receipts: warmed once the server listens', () => {
  it('parses the fonts after listen, not at registration, and receipts still render', async () => {
    await app.register(receiptsRoutes)
    await app.ready()
    expect(receiptFontsParsed()).toBe(false)

    const started = performance.now()
    await app.listen({ port: 0, host: '127.0.0.1' })
    // listen does not wait for the warm-up.
    expect(receiptFontsParsed()).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
    await vi.waitFor(() => expect(receiptFontsParsed()).toBe(true), {
      timeout: 30_000,
      interval: 50,
    })
    await warmReceipts() // the same warm-up: it answers its promise again

    const pdf = await receiptPdf(view('கொள்முதல் ரசீது'), new Date('2026-11-27T10:00:00Z'))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain('ரசீது')
    expect(text).toContain('தக்காளி')
    expect(text).toContain('RAVI-2026-000017')
    expect(readPdf(pdf).fonts).toEqual(
      expect.arrayContaining([expect.stringMatching(/Tamil/), expect.stringMatching(/Devanagari/)]),
    )
  }, 60_000)
})
