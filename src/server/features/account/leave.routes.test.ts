import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '#server/db/rows.ts'
import { listings, outbox, payments, payouts, users } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { ageCodes } from './account.test-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '3' })
})
afterAll(() => t.close())

const db = () => t.testDb.database.db
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } })
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload })

async function listingOf(farmerId: string, name = 'लाल प्याज') {
  const [row] = await db()
    .insert(listings)
    .values({ farmerId, productName: name, pricePaise: 30_00, quantityKg: 50 })
    .returning()
  return row!
}

/** A Cash-on-Delivery order of 5 kg of `listingId`, placed as the web client does. */
async function order(cookie: string, listingId: string) {
  const res = await post('/api/orders', cookie, {
    delivery: {
      fullName: 'Meena Kumari',
      address: '4 Temple Street, Madurai',
      phone: '98765 43210',
    },
    payment: 'COD',
    idempotencyKey: randomUUID(),
    lines: [{ kind: 'listing', productId: listingId, quantityKg: 5, seenPricePaise: 30_00 }],
  })
  expect(res.statusCode, res.body).toBe(201)
  const placed = res.json<{ id: string; number: string; lines: Array<{ id: string }> }>()
  return { id: placed.id, orderNumber: placed.number, items: placed.lines }
}

describe('download my data', () => {
  it('gives the account its profile, listings, orders, sales and messages as a JSON file', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer', name: 'Ravi Patil' })
    const buyer = await registerUser(t.app, { role: 'buyer', name: 'Meena Kumari' })
    const listing = await listingOf(farmer.user.id)
    const placed = await order(buyer.cookie, listing.id)

    const mine = await get('/api/account/data', buyer.cookie)
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-disposition']).toMatch(
      /^attachment; filename="farmtrek-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = mine.json()
    expect(data.profile).toMatchObject({
      id: buyer.user.id,
      name: 'Meena Kumari',
      email: buyer.email,
      // registerUser's 'Pune', read as its district.
      location: 'Pune',
      state: 'Maharashtra',
      district: 'Pune',
      village: '',
    })
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({
      orderNumber: placed.orderNumber,
      totalPaise: 150_00,
      delivery: { address: '4 Temple Street, Madurai' },
      lines: [{ crop: 'लाल प्याज', quantityKg: 5, amountPaise: 150_00, farmer: 'Ravi Patil' }],
    })
    // The registration's code SMS is listed, its code blanked.
    const code = data.messages.find((m: { kind: string }) => m.kind === 'phoneCode')
    expect(code.text).not.toMatch(/\d{6}/)

    const theirs = (await get('/api/account/data', farmer.cookie)).json()
    expect(theirs.listings.map((l: { crop: string }) => l.crop)).toEqual(['लाल प्याज'])
    expect(theirs.sales).toMatchObject([{ orderNumber: placed.orderNumber, quantityKg: 5 }])
    expect(theirs.orders).toEqual([])
  })

  it('is refused without a session', async () => {
    const res = await t.app.inject({ url: '/api/account/data' })
    expect(res.statusCode).toBe(401)
  })
})

describe('delete my account', () => {
  it('asks for the password, and counts wrong ones against the login limit', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const wrong = await post('/api/account/delete', buyer.cookie, { password: 'not-it-at-all' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ code: 'account.wrong_password', field: 'password' })
    const empty = await post('/api/account/delete', buyer.cookie, { password: '' })
    expect(empty.statusCode).toBe(400)
    await post('/api/account/delete', buyer.cookie, { password: 'not-it-either' })
    await post('/api/account/delete', buyer.cookie, { password: 'nor-this-one' })
    const locked = await post('/api/account/delete', buyer.cookie, { password: 'green-fields-42' })
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBeDefined()
    const [still] = await db().select().from(users).where(eq(users.id, buyer.user.id))
    expect(still?.deletedAt).toBeNull()
  })

  it("is refused while a delivered line awaits the buyer's confirmation", async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const placed = await order(buyer.cookie, (await listingOf(farmer.user.id)).id)
    await db().execute(
      sql`update order_items set status = 'Delivered', delivered_at = now() where order_id = ${placed.id}`,
    )
    await db().execute(
      sql`update supply_chain_orders set status = 'Delivered' where order_number = ${placed.orderNumber}`,
    )
    for (const who of [buyer, farmer]) {
      const res = await post('/api/account/delete', who.cookie, { password: 'green-fields-42' })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'account.open_orders', params: { count: 1 } })
    }
  })

  it('is refused while an order line is open, on both sides', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const buyer = await registerUser(t.app, { role: 'buyer' })
    await order(buyer.cookie, (await listingOf(farmer.user.id)).id)
    for (const who of [buyer, farmer]) {
      const res = await post('/api/account/delete', who.cookie, { password: 'green-fields-42' })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'account.open_orders',
        message:
          'You still have 1 order line to deliver or receive. Finish or cancel it before deleting your account.',
      })
    }
  })

  it('is refused while FarmTrek still owes the farmer a payout', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const placed = await order(buyer.cookie, (await listingOf(farmer.user.id)).id)
    // A delivered line whose payout is still held.
    await db().execute(
      sql`update order_items set status = 'Delivered', delivered_at = now(),
                                 delivery_confirmed_at = now()
           where order_id = ${placed.id}`,
    )
    await db().execute(
      sql`update supply_chain_orders set status = 'Delivered' where order_number = ${placed.orderNumber}`,
    )
    const [payment] = await db()
      .insert(payments)
      .values({
        orderId: placed.id,
        buyerId: buyer.user.id,
        method: 'UPI',
        amountPaise: 150_00,
        state: 'paid',
        expiresAt: new Date(),
      })
      .returning()
    await db().insert(payouts).values({
      paymentId: payment!.id,
      orderItemId: placed.items[0]!.id,
      farmerId: farmer.user.id,
      amountPaise: 150_00,
      mode: 'manual',
    })
    const res = await post('/api/account/delete', farmer.cookie, { password: 'green-fields-42' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'account.payouts_open' })
    expect(res.json().message).toContain('₹150.00')
  })

  it('withdraws listings, ends sessions, keeps order records without the person, and says goodbye', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer', name: 'Ravi Patil' })
    const buyer = await registerUser(t.app, { role: 'buyer', name: 'Meena Kumari' })
    const listing = await listingOf(farmer.user.id)
    const placed = await order(buyer.cookie, listing.id)
    await db().execute(
      sql`update order_items set status = 'Declined' where order_id = ${placed.id}`,
    )
    await db().execute(
      sql`update supply_chain_orders set status = 'Declined' where order_number = ${placed.orderNumber}`,
    )

    const res = await post('/api/account/delete', buyer.cookie, { password: 'green-fields-42' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(
      'Your account is deleted. Your order records are kept without your name, number or address.',
    )
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/)
    // The session is gone, and the password no longer signs in.
    expect((await get('/api/account/data', buyer.cookie)).statusCode).toBe(401)
    const login = await post('/api/auth/login', '', {
      email: buyer.email,
      password: 'green-fields-42',
    })
    expect(login.statusCode).toBe(401)

    const [gone] = await db().select().from(users).where(eq(users.id, buyer.user.id))
    expect(gone).toMatchObject({
      name: 'Deleted account',
      phone: null,
      location: null,
      state: null,
      district: null,
      village: null,
    })
    expect(gone?.email).not.toContain('example.in')
    expect(gone?.deletedAt).not.toBeNull()
    const [kept] = await rows<{
      order_number: string
      delivery_address: string
      total_paise: number
    }>(
      db(),
      sql`select order_number, delivery_address, total_paise from orders where id = ${placed.id}`,
    )
    expect(kept).toEqual({
      order_number: placed.orderNumber,
      delivery_address: '',
      total_paise: 150_00,
    })
    const [sale] = await rows<{ buyer_name: string }>(
      db(),
      sql`select buyer_name from supply_chain_orders where order_number = ${placed.orderNumber}`,
    )
    expect(sale?.buyer_name).toBe('Deleted account')

    // One goodbye message per channel, still addressed; earlier messages keep no address.
    const messages = await db().select().from(outbox).where(eq(outbox.userId, buyer.user.id))
    const goodbye = messages.filter((m) => m.kind === 'accountDeleted')
    expect(goodbye.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect(goodbye.find((m) => m.channel === 'email')?.recipient).toBe(buyer.email)
    const older = messages.filter((m) => m.kind !== 'accountDeleted')
    expect(older.length).toBeGreaterThan(0)
    expect(older.every((m) => m.recipient === '')).toBe(true)

    // The farmer deletes too: the listing leaves browse.
    const out = await post('/api/account/delete', farmer.cookie, { password: 'green-fields-42' })
    expect(out.statusCode, out.body).toBe(200)
    const [withdrawn] = await db()
      .select()
      .from(listings)
      .where(and(eq(listings.id, listing.id)))
    expect(withdrawn?.deletedAt).not.toBeNull()
    const browse = await t.app.inject({ url: '/api/listings?limit=100' })
    expect(JSON.stringify(browse.json())).not.toContain(listing.id)
  })

  it('takes a sign-in code sent to the verified number instead of the password', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer', phoneVerified: true })
    // The registration's code was just sent: the next may be asked for 30 s later.
    await ageCodes(t, buyer.user.phone, 60)
    const sent = await post('/api/auth/phone/send-code', buyer.cookie, {
      phone: buyer.user.phone,
      purpose: 'signIn',
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const [sms] = await rows<{ text: string }>(
      db(),
      sql`select payload->>'text' as text from outbox
           where user_id = ${buyer.user.id} and kind = 'phoneCode' order by id desc limit 1`,
    )
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? ''
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await post('/api/account/delete', buyer.cookie, { code: wrongCode })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'account.code_wrong' })
    const res = await post('/api/account/delete', buyer.cookie, { code })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('is refused without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: 'green-fields-42' },
    })
    expect(res.statusCode).toBe(401)
  })
})
