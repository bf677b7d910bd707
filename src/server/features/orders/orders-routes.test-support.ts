import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { catalogueListingId } from '#core/catalogue/catalogue-owners.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import { listings } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

// What the order route tests share: one app per test file with a farmer, two buyers and an
// account with both roles, listings written directly, and orders POSTed as the web client does.

/** A registered account: its session cookie and id. */
export type Session = { cookie: string; user: { id: string } }
export type LineBody = {
  kind: string
  catalogueId?: number
  productId?: string
  seenPricePaise?: number
}

export const delivery = {
  fullName: 'Asha Rao',
  address: '12 MG Road, Pune 411001',
  phone: '98765 43210',
}

export interface OrdersFixture {
  t: TestApp
  farmer: Session
  buyer: Session
  otherBuyer: Session
  both: Session
}

/** Builds the test app before the file's tests (closed after them); call at the top of a file. */
export function ordersFixture() {
  const f = {} as OrdersFixture
  beforeAll(async () => {
    // UPI and Card need a gateway; no call reaches it here (JOBS=false, no Checkout is opened).
    f.t = await buildTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_OrdersRoutes01',
      RAZORPAY_KEY_SECRET: 'orders-routes-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'orders-routes-webhook-secret',
      RAZORPAY_URL: 'http://127.0.0.1:9',
      // One buyer places many orders here; what a buyer may hold at once has its own tests
      // (checkout-limits.routes.test.ts).
      UNPAID_ORDERS_MAX: '1000',
      COD_MAX_PENDING_LINES_PER_FARMER: '1000',
    })
    f.farmer = await registerUser(f.t.app, { role: 'farmer', name: 'Sanjay Patil' })
    f.buyer = await registerUser(f.t.app, { role: 'buyer', name: 'Asha Rao' })
    f.otherBuyer = await registerUser(f.t.app, { role: 'buyer', name: 'Vikram Iyer' })
    f.both = await registerUser(f.t.app, { roles: ['buyer', 'farmer'], name: 'Both Roles' })
  })
  afterAll(() => f.t.close())

  const db = () => f.t.testDb.database.db

  async function listing(
    opts: { farmerId?: string; name?: string; pricePaise?: number; quantityKg?: number } = {},
  ) {
    const [row] = await db()
      .insert(listings)
      .values({
        farmerId: opts.farmerId ?? f.farmer.user.id,
        productName: opts.name ?? 'Alphonso Mango',
        pricePaise: opts.pricePaise ?? 150_00,
        quantityKg: opts.quantityKg ?? 10,
      })
      .returning()
    return row!
  }

  const quantityOf = async (id: string) =>
    (await db().select().from(listings).where(eq(listings.id, id)))[0]!.quantityKg

  /**
   * POSTs an order as the web client does: each line carries the price per kg the buyer was
   * shown (the listing's price now) unless the test gives one.
   */
  async function order(cookie: string, body: Record<string, unknown>) {
    const lines = Array.isArray(body.lines)
      ? await Promise.all((body.lines as LineBody[]).map(withSeenPrice))
      : body.lines
    return f.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: { delivery, payment: 'COD', idempotencyKey: randomUUID(), ...body, lines },
    })
  }

  async function withSeenPrice(line: LineBody): Promise<LineBody> {
    if (line.seenPricePaise !== undefined) return line
    const id =
      line.kind === 'catalogue' ? catalogueListingId(line.catalogueId ?? -1) : line.productId
    if (!id || !isUuid(id)) return line
    const [row] = await db().select().from(listings).where(eq(listings.id, id))
    return row ? { ...line, seenPricePaise: row.pricePaise } : line
  }

  return { f, db, listing, quantityOf, order }
}
