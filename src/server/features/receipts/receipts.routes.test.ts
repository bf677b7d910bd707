import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings, receipts, users } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { RECEIPTS_PER_MINUTE } from '#core/receipts/receipts.contract.ts'
import { setGstin } from '#server/services/seller-gstins.ts'
import { pdfText, readPdf } from './pdf-text.test-support.ts'

// Route tests of GET /api/orders/{number}/receipt.pdf on the embedded database (and PostgreSQL
// with TEST_DB=postgres): who reads which lines, the farmers' receipt numbers, the PDF's text.

type Session = Awaited<ReturnType<typeof registerUser>>
const f = {} as { t: TestApp; farmer: Session; buyer: Session; otherBuyer: Session }
beforeAll(async () => {
  f.t = await buildTestApp({
    UNPAID_ORDERS_MAX: '1000',
    COD_MAX_PENDING_LINES_PER_FARMER: '1000',
    ORDERS_MAX_PER_MINUTE: '1000',
  })
  f.farmer = await registerUser(f.t.app, { role: 'farmer', name: 'Sanjay Patil' })
  f.buyer = await registerUser(f.t.app, { role: 'buyer', name: 'Asha Rao' })
  f.otherBuyer = await registerUser(f.t.app, { role: 'buyer', name: 'Vikram Iyer' })
})
afterAll(() => f.t.close())

const db = () => f.t.testDb.database.db

async function listing(o: {
  farmerId?: string
  name: string
  pricePaise?: number
  quantityKg: number
}) {
  const [row] = await db()
    .insert(listings)
    .values({
      farmerId: o.farmerId ?? f.farmer.user.id,
      productName: o.name,
      pricePaise: o.pricePaise ?? 40_00,
      quantityKg: o.quantityKg,
    })
    .returning()
  return row!
}

/** Places a Cash on Delivery order of listing lines as the web client does. */
async function order(
  cookie: string,
  body: { lines: Array<{ productId: string; quantityKg: number }> },
) {
  const lines = await Promise.all(
    body.lines.map(async (l) => {
      const [row] = await db().select().from(listings).where(eq(listings.id, l.productId))
      return { kind: 'listing', ...l, seenPricePaise: row!.pricePaise }
    }),
  )
  return f.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: {
      lines,
      delivery: { fullName: 'Asha Rao', address: '12 MG Road, Pune 411001', phone: '98765 43210' },
      payment: 'COD',
      idempotencyKey: randomUUID(),
    },
  })
}
const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear()

const receipt = (t: TestApp, number: string, cookie?: string) =>
  t.app.inject({
    url: `/api/orders/${number}/receipt.pdf`,
    headers: cookie ? { cookie } : {},
  })

/** An order of 5 kg onion from the fixture's farmer and 3 kg tomato from a second farmer. */
async function twoFarmerOrder(second: { user: { id: string } }) {
  const onion = await listing({ name: 'Nashik Onion', pricePaise: 30_00, quantityKg: 50 })
  const tomato = await listing({
    farmerId: second.user.id,
    name: 'Tomato',
    pricePaise: 25_00,
    quantityKg: 50,
  })
  const res = await order(f.buyer.cookie, {
    lines: [
      { productId: onion.id, quantityKg: 5 },
      { productId: tomato.id, quantityKg: 3 },
    ],
  })
  expect(res.statusCode).toBe(201)
  const placed: { id: string; number: string } = res.json()
  return placed
}

describe('GET /api/orders/{number}/receipt.pdf', () => {
  it('gives the buyer every farmer’s part, each farmer only theirs, and no one else anything', async () => {
    const second = await registerUser(f.t.app, { role: 'farmer', name: 'Meena Iyer' })
    const o = await twoFarmerOrder(second)

    const mine = await receipt(f.t, o.number, f.buyer.cookie)
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-type']).toBe('application/pdf')
    expect(mine.headers['cache-control']).toBe('private, no-store')
    const pdf = mine.rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(readPdf(pdf).pages).toBe(2)
    for (const s of [
      o.number,
      'Bill of Supply',
      'Sanjay Patil',
      'Meena Iyer',
      'Pune',
      'Asha Rao',
      '12 MG Road, Pune 411001',
      'Nashik Onion',
      '0703',
      'Tomato',
      '0702',
      '150.00', // 5 kg × ₹30
      '75.00', // 3 kg × ₹25
      'Cash on Delivery',
      'Due on delivery',
      `SANJ-${year}-`,
      `MEEN-${year}-`,
    ]) {
      expect(text).toContain(s)
    }

    const farmerPdf = await receipt(f.t, o.number, f.farmer.cookie)
    expect(farmerPdf.statusCode).toBe(200)
    const farmerText = pdfText(farmerPdf.rawPayload)
    expect(farmerText).toContain('Nashik Onion')
    expect(farmerText).toContain('150.00')
    expect(farmerText).not.toContain('Tomato')
    expect(farmerText).not.toContain('Meena Iyer')
    expect(farmerText).not.toContain('MEEN-')
    expect(readPdf(farmerPdf.rawPayload).pages).toBe(1)

    const stranger = await registerUser(f.t.app, { role: 'farmer', name: 'Other Farmer' })
    for (const cookie of [f.otherBuyer.cookie, stranger.cookie]) {
      const refused = await receipt(f.t, o.number, cookie)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().code).toBe('order.not_found')
    }
    expect((await receipt(f.t, 'FT-0000-000000', f.buyer.cookie)).statusCode).toBe(404)
    expect((await receipt(f.t, 'not-an-order', f.buyer.cookie)).statusCode).toBe(404)
    expect((await receipt(f.t, o.number)).statusCode).toBe(401)
  })

  it('gives each farmer part one number, kept on every later download, counted per farmer', async () => {
    const second = await registerUser(f.t.app, { role: 'farmer', name: 'Kavya Rao' })
    const first = await twoFarmerOrder(second)
    await receipt(f.t, first.number, f.buyer.cookie)
    const numbersOf = async (orderId: string) =>
      Object.fromEntries(
        (await db().select().from(receipts).where(eq(receipts.orderId, orderId))).map((r) => [
          r.farmerId,
          r.receiptNumber,
        ]),
      )
    const before = await numbersOf(first.id)
    expect(before[second.user.id]).toBe(`KAVY-${year}-000001`)

    // A change of name later does not change the receipt already given.
    await db().update(users).set({ name: 'Kavya R. Menon' }).where(eq(users.id, second.user.id))
    const again = pdfText((await receipt(f.t, first.number, second.cookie)).rawPayload)
    expect(again).toContain(`KAVY-${year}-000001`)
    expect(again).toContain('Kavya Rao')
    expect(await numbersOf(first.id)).toEqual(before)

    const next = await twoFarmerOrder(second)
    await receipt(f.t, next.number, second.cookie)
    expect((await numbersOf(next.id))[second.user.id]).toBe(`KAVY-${year}-000002`)
    // The second farmer's read numbered only their own part.
    expect((await numbersOf(next.id))[f.farmer.user.id]).toBeUndefined()
  })

  it('numbers without gaps or repeats when first downloads race', async () => {
    const farmer = await registerUser(f.t.app, { role: 'farmer', name: 'Ravi Kumar' })
    const buyer = await registerUser(f.t.app, { role: 'buyer', name: 'Race Buyer' })
    const stock = await listing({ farmerId: farmer.user.id, name: 'Potato', quantityKg: 100 })
    const numbers: string[] = []
    for (let i = 0; i < 6; i++) {
      const res = await order(buyer.cookie, {
        lines: [{ productId: stock.id, quantityKg: 1 }],
      })
      numbers.push(res.json().number)
    }
    // Buyer and farmer both open each receipt at once, twice.
    const reads = await Promise.all(
      numbers.flatMap((n) => [
        receipt(f.t, n, buyer.cookie),
        receipt(f.t, n, farmer.cookie),
        receipt(f.t, n, buyer.cookie),
        receipt(f.t, n, farmer.cookie),
      ]),
    )
    expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200))
    const rows = await db().select().from(receipts).where(eq(receipts.farmerId, farmer.user.id))
    expect(rows).toHaveLength(6)
    expect(rows.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    // Every download of an order printed its one number, and no two orders share one.
    const printed = numbers.map((_, i) => {
      const found = reads
        .slice(i * 4, i * 4 + 4)
        .map((r) => /RAVI-\d{4}-\d{6}/.exec(pdfText(r.rawPayload))?.[0])
      expect(new Set(found).size).toBe(1)
      return found[0]
    })
    expect(new Set(printed).size).toBe(6)
    expect(printed.every((n) => rows.some((r) => r.receiptNumber === n))).toBe(true)
  })

  it('prints the GSTIN, a Tax Invoice only for taxed produce, and ended lines as such', async () => {
    const farmer = await registerUser(f.t.app, { role: 'farmer', name: 'Gita Devi' })
    await setGstin(db(), farmer.user.id, '27ABCDE1234F1Z0')
    const onion = await listing({ farmerId: farmer.user.id, name: 'Onion', quantityKg: 20 })
    const turmeric = await listing({ farmerId: farmer.user.id, name: 'Turmeric', quantityKg: 20 })
    const exempt = (
      await order(f.buyer.cookie, {
        lines: [{ productId: onion.id, quantityKg: 2 }],
      })
    ).json()
    const text = pdfText((await receipt(f.t, exempt.number, f.buyer.cookie)).rawPayload)
    expect(text).toContain('27ABCDE1234F1Z0')
    expect(text).toContain('Bill of Supply')

    const taxed = (
      await order(f.buyer.cookie, {
        lines: [
          { productId: onion.id, quantityKg: 1 },
          { productId: turmeric.id, quantityKg: 1 },
        ],
      })
    ).json()
    const turmericLine = taxed.lines.find((l: { name: string }) => l.name === 'Turmeric')
    const cancel = await f.t.app.inject({
      method: 'POST',
      url: `/api/orders/${taxed.id}/lines/${turmericLine.id}/cancel`,
      headers: { cookie: f.buyer.cookie },
    })
    expect(cancel.statusCode).toBe(200)
    // Issued after the cancellation: the taxed line is not sold, so still a Bill of Supply.
    const after = pdfText((await receipt(f.t, taxed.number, farmer.cookie)).rawPayload)
    expect(after).toContain('Bill of Supply')
    expect(after).toContain('Turmeric (Cancelled)')
    expect(after).toContain('0910')

    const sold = (
      await order(f.buyer.cookie, {
        lines: [{ productId: turmeric.id, quantityKg: 1 }],
      })
    ).json()
    expect(pdfText((await receipt(f.t, sold.number, farmer.cookie)).rawPayload)).toContain(
      'Tax Invoice',
    )
  })

  it("is written in the reader's language with the script's Noto font embedded", async () => {
    const o = await twoFarmerOrder(await registerUser(f.t.app, { role: 'farmer', name: 'Anil' }))
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, f.buyer.user.id))
    await db().update(users).set({ language: 'ta' }).where(eq(users.id, f.farmer.user.id))
    try {
      await f.t.app.sessions.invalidateUser(f.buyer.user.id)
      await f.t.app.sessions.invalidateUser(f.farmer.user.id)
      const hi = readPdf((await receipt(f.t, o.number, f.buyer.cookie)).rawPayload)
      expect(hi.texts.join(' ')).toContain('मात्रा')
      expect(hi.fonts).toContain('NotoSansDevanagari-Regular')
      const ta = readPdf((await receipt(f.t, o.number, f.farmer.cookie)).rawPayload)
      expect(ta.fonts).toContain('NotoSansTamil-Regular')
      expect(ta.texts.join(' ')).toContain('அளவு')
      expect(ta.texts.join(' ')).toContain(o.number)
    } finally {
      await db().update(users).set({ language: 'en' }).where(eq(users.id, f.buyer.user.id))
      await db().update(users).set({ language: 'en' }).where(eq(users.id, f.farmer.user.id))
      await f.t.app.sessions.invalidateUser(f.buyer.user.id)
      await f.t.app.sessions.invalidateUser(f.farmer.user.id)
    }
  })

  it.each([
    ['bn', 'kn', 'NotoSansBengali-Regular', 'ক্যাশ অন', 'NotoSansKannada-Regular', 'ಪ್ರಮಾಣ'],
    ['te', 'mr', 'NotoSansTelugu-Regular', 'పరిమాణం', 'NotoSansDevanagari-Regular', 'प्रमाण'],
  ] as const)(
    'is written in %s for the buyer and %s for the farmer, each script in its Noto font',
    async (buyerLang, farmerLang, buyerFont, buyerWord, farmerFont, farmerWord) => {
      const o = await twoFarmerOrder(await registerUser(f.t.app, { role: 'farmer', name: 'Anil' }))
      await db().update(users).set({ language: buyerLang }).where(eq(users.id, f.buyer.user.id))
      await db().update(users).set({ language: farmerLang }).where(eq(users.id, f.farmer.user.id))
      try {
        await f.t.app.sessions.invalidateUser(f.buyer.user.id)
        await f.t.app.sessions.invalidateUser(f.farmer.user.id)
        const buyer = readPdf((await receipt(f.t, o.number, f.buyer.cookie)).rawPayload)
        expect(buyer.fonts).toContain(buyerFont)
        expect(buyer.texts.join(' ')).toContain(buyerWord)
        const farmer = readPdf((await receipt(f.t, o.number, f.farmer.cookie)).rawPayload)
        expect(farmer.fonts).toContain(farmerFont)
        expect(farmer.texts.join(' ')).toContain(farmerWord)
        expect(farmer.texts.join(' ')).toContain(o.number)
      } finally {
        await db().update(users).set({ language: 'en' }).where(eq(users.id, f.buyer.user.id))
        await db().update(users).set({ language: 'en' }).where(eq(users.id, f.farmer.user.id))
        await f.t.app.sessions.invalidateUser(f.buyer.user.id)
        await f.t.app.sessions.invalidateUser(f.farmer.user.id)
      }
    },
  )

  it('is limited per account: PDFs cost CPU', async () => {
    const reader = await registerUser(f.t.app, { role: 'buyer', name: 'Many Reads' })
    for (let i = 0; i < RECEIPTS_PER_MINUTE; i++) {
      expect((await receipt(f.t, 'FT-0000-000000', reader.cookie)).statusCode).toBe(404)
    }
    const over = await receipt(f.t, 'FT-0000-000000', reader.cookie)
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBeTruthy()
    // Another account is not affected.
    expect((await receipt(f.t, 'FT-0000-000000', f.otherBuyer.cookie)).statusCode).toBe(404)
  })
})
