import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_KINDS } from '#core/notifications/messages.ts'
import { orderItems, orders, outbox } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/services/audit.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'

let t: TestApp
let op: Awaited<ReturnType<typeof signInOperator>>
beforeAll(async () => {
  t = await buildTestApp()
  op = await signInOperator(t.app)
})
afterAll(() => t.close())

const get = (url: string, cookie = op.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } })
const post = (url: string, payload: object = {}, cookie = op.cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
const auditRows = (targetId: string) =>
  t.app.database.query<{ action: string; actor_id: string; before: unknown; after: unknown }>(
    'select * from audit_events where target_id = $1 order by id',
    [targetId],
  )

let orderCount = 0
async function placeOrder(buyerId: string, farmerId: string, totalPaise = 12_500) {
  const db = t.app.database.db
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `FT-2611-${String(900000 + ++orderCount)}`,
      buyerId,
      idempotencyKey: randomUUID(),
      deliveryName: 'Anita',
      deliveryAddress: '12 MG Road, Pune',
      deliveryPhone: '+919800000001',
      paymentMethod: 'COD',
      paymentStatus: 'due_on_delivery',
      totalPaise,
    })
    .returning()
  await db.insert(orderItems).values({
    orderId: order!.id,
    kind: 'listing',
    name: 'Onion',
    unitPricePaise: 2500,
    quantityKg: 5,
    lineTotalPaise: totalPaise,
    farmerId,
    farmerName: 'Selvi',
  })
  return order!
}

describe('operator console: find', () => {
  it("today's figures count today's orders and their value", async () => {
    const before = (await get('/api/admin/today')).json()
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const farmer = await registerUser(t.app, { role: 'farmer' })
    await placeOrder(buyer.user.id, farmer.user.id, 40_000)
    const res = await get('/api/admin/today')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().orders).toBe(before.orders + 1)
    expect(res.json().salesPaise).toBe(before.salesPaise + 40_000)
  })

  it("finds an order by its number and by the buyer's or the farmer's phone, with its timeline", async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const order = await placeOrder(buyer.user.id, farmer.user.id)
    const byNumber = await get(`/api/admin/orders?q=${order.orderNumber.toLowerCase()}`)
    expect(byNumber.json().items.map((o: { id: string }) => o.id)).toEqual([order.id])
    for (const phone of [buyer.user.phone, farmer.user.phone]) {
      const res = await get(`/api/admin/orders?q=${encodeURIComponent(phone)}`)
      expect(res.json().items.map((o: { id: string }) => o.id)).toContain(order.id)
    }
    const timeline = await get(`/api/admin/orders/${order.orderNumber}/timeline`)
    expect(timeline.statusCode, timeline.body).toBe(200)
    expect(timeline.json().entries.map((e: { source: string }) => e.source)).toEqual([
      'order',
      'line',
    ])
    // The codes each entry is made of, for the console to put in words.
    expect(timeline.json().entries.map((e: { codes: unknown }) => e.codes)).toEqual([
      ['COD'],
      ['Onion', 'Pending', null],
    ])
    expect((await get('/api/admin/orders/FT-0000-000000/timeline')).statusCode).toBe(404)
  })

  it('names a Cash-on-Delivery payment as its buyer reads it: due, paid in cash, nothing to pay', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const order = await placeOrder(buyer.user.id, farmer.user.id)
    const found = async () => {
      const res = await get(`/api/admin/orders?q=${order.orderNumber}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().items[0] as { paymentStatus: string; paymentWords: string }
    }
    const setLines = (status: 'Delivered' | 'Cancelled') =>
      t.app.database.db.update(orderItems).set({ status }).where(eq(orderItems.orderId, order.id))
    expect(await found()).toMatchObject({
      paymentStatus: 'due_on_delivery',
      paymentWords: 'Due on delivery',
    })
    await setLines('Delivered')
    // The stored status stays; the words say the cash was collected.
    expect(await found()).toMatchObject({
      paymentStatus: 'due_on_delivery',
      paymentWords: 'Paid in cash on delivery',
    })
    await setLines('Cancelled')
    expect((await found()).paymentWords).toBe('Nothing to pay')
  })

  it('finds a user by email, phone or name', async () => {
    const u = await registerUser(t.app, { role: 'farmer', name: 'Kamala Devi Ranganathan' })
    for (const q of [u.email, u.user.phone, 'devi ranga']) {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(q)}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().items.map((x: { id: string }) => x.id)).toContain(u.user.id)
    }
    // By the email's local part, or a part of it: the name need not match.
    const ramesh = await registerUser(t.app, {
      role: 'buyer',
      name: 'R. Patil',
      email: `ramesh.patil.${Date.now()}@example.com`,
    })
    for (const q of ['ramesh', 'RAMESH.PAT', 'patil.']) {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(q)}`)
      expect(res.statusCode, res.body).toBe(200)
      expect(
        res.json().items.map((x: { id: string }) => x.id),
        q,
      ).toContain(ramesh.user.id)
    }
    // Not by the domain, and a LIKE wildcard matches only itself.
    for (const q of ['example.com', 'r%h']) {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(q)}`)
      expect(
        res.json().items.map((x: { id: string }) => x.id),
        q,
      ).not.toContain(ramesh.user.id)
    }
    const tooShort = await get('/api/admin/users?q=a')
    expect(tooShort.statusCode).toBe(400)
  })
})

describe('operator console: suspend', () => {
  it('ends the sessions at once, refuses sign-in while suspended, and records both actions', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    expect((await get('/api/session', farmer.cookie)).json().user).not.toBeNull()

    const res = await post(`/api/admin/users/${farmer.user.id}/suspend`, {
      reason: 'Fake listings',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: farmer.user.id, suspendedReason: 'Fake listings' })
    expect((await get('/api/session', farmer.cookie)).json().user).toBeNull()
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: farmer.email, password: farmer.password },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().code).toBe('auth.suspended')
    const again = await post(`/api/admin/users/${farmer.user.id}/suspend`, { reason: 'Twice' })
    expect(again.json().code).toBe('admin.already_suspended')

    const lift = await post(`/api/admin/users/${farmer.user.id}/unsuspend`, {})
    expect(lift.statusCode, lift.body).toBe(200)
    expect(lift.json().suspendedAt).toBeNull()
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: farmer.email, password: farmer.password },
    })
    expect(back.statusCode, back.body).toBe(200)

    const told = await t.app.database.query<{
      kind: string
      channel: string
      payload: { text: string }
    }>(
      `select kind, channel, payload from outbox
        where user_id = $1 and kind in ('accountSuspended', 'accountRestored') order by id`,
      [farmer.user.id],
    )
    expect(told.map((m) => `${m.kind} ${m.channel}`)).toEqual([
      'accountSuspended sms',
      'accountSuspended email',
      'accountRestored sms',
      'accountRestored email',
    ])
    expect(told[0]!.payload.text).toContain('suspended: Fake listings.')

    const rows = await auditRows(farmer.user.id)
    expect(rows.map((r) => r.action)).toEqual(['user.suspend', 'user.unsuspend'])
    expect(rows[0]).toMatchObject({
      actor_id: op.userId,
      before: { suspendedAt: null, reason: null },
      after: { reason: 'Fake listings', sessionsEnded: 1 },
    })
  })

  it('a refused suspension writes no audit row; a reason is required', async () => {
    const other = await signInOperator(t.app)
    const res = await post(`/api/admin/users/${other.userId}/suspend`, { reason: 'Testing' })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('admin.operator_untouchable')
    const buyer = await registerUser(t.app)
    const noReason = await post(`/api/admin/users/${buyer.user.id}/suspend`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    const actions = async (id: string) => (await auditRows(id)).map((r) => r.action)
    expect(await actions(other.userId)).toEqual(['operator.create'])
    expect(await actions(buyer.user.id)).toEqual([])
    expect((await post('/api/admin/users/nobody/suspend', { reason: 'Gone' })).statusCode).toBe(404)
  })
})

describe('operator console: resend a verification', () => {
  it("sends an unverified number a new code under send-code's limits, audited; not to a verified one", async () => {
    const u = await registerUser(t.app, { role: 'buyer' })
    const found = (await get(`/api/admin/users?q=${encodeURIComponent(u.email)}`)).json()
    expect(found.items[0]).toMatchObject({ id: u.user.id, phoneVerified: false })
    const codes = () =>
      t.app.database.query<{ id: string }>(
        `select id from outbox where user_id = $1 and kind = 'phoneCode' order by id`,
        [u.user.id],
      )
    const sentAtRegistration = (await codes()).length
    expect(sentAtRegistration).toBe(1)

    // Registration sent a code a moment ago: the resend limit holds for the console too.
    const tooSoon = await post(`/api/admin/users/${u.user.id}/resend-verification`)
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json().code).toBe('account.code_too_soon')
    expect(await codes()).toHaveLength(1)
    expect(
      (await auditRows(u.user.id)).filter((r) => r.action === 'user.resend_verification'),
    ).toEqual([])

    // A minute later it goes: one more code SMS, and an audit row naming the operator.
    await t.app.database.query(
      `update phone_codes set created_at = created_at - interval '1 minute' where user_id = $1`,
      [u.user.id],
    )
    const res = await post(`/api/admin/users/${u.user.id}/resend-verification`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ phone: expect.stringMatching(/^\+91 •+\d{4}$/) })
    expect(await codes()).toHaveLength(2)
    const rows = (await auditRows(u.user.id)).filter((r) => r.action === 'user.resend_verification')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actor_id: op.userId, after: { phone: res.json().phone } })
    // The code itself is never in the trail.
    expect(JSON.stringify(rows[0])).not.toMatch(/\b\d{6}\b/)

    // A verified number is not sent one; a user who is not an operator cannot ask.
    const verified = await registerUser(t.app, { role: 'farmer', phoneVerified: true })
    const v = (await get(`/api/admin/users?q=${encodeURIComponent(verified.email)}`)).json()
    expect(v.items[0]).toMatchObject({ phoneVerified: true })
    const refused = await post(`/api/admin/users/${verified.user.id}/resend-verification`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('account.phone_already_verified')
    expect((await post('/api/admin/users/nobody/resend-verification')).statusCode).toBe(404)
    const asUser = await post(
      `/api/admin/users/${u.user.id}/resend-verification`,
      {},
      verified.cookie,
    )
    expect(asUser.statusCode).toBe(403)
  })
})

describe("operator console: a suspended farmer's listings", () => {
  it('leave browse, cannot be opened or bought, and come back when the suspension is lifted', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const name = `Suspect Okra ${randomUUID().slice(0, 6)}`
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: farmer.cookie },
      payload: { productName: name, price: 40, quantity: 50 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as string
    const browse = async () =>
      (await get(`/api/listings?q=${encodeURIComponent(name)}`, buyer.cookie))
        .json()
        .items.map((l: { id: string }) => l.id)
    const order = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: buyer.cookie },
        payload: {
          idempotencyKey: `suspended-${id}-${n}`,
          lines: [{ kind: 'listing', productId: id, quantityKg: 1, seenPricePaise: 4000 }],
          delivery: { fullName: 'Anita', address: '12 MG Road, Pune', phone: '9822000031' },
          payment: 'COD',
        },
      })
    // A search names the crop too: other okra listings may come back beside this one.
    expect(await browse()).toContain(id)

    expect(
      (await post(`/api/admin/users/${farmer.user.id}/suspend`, { reason: 'Fake' })).statusCode,
    ).toBe(200)
    // Browse answers are cached per node and dropped by the database's NOTIFY after the commit,
    // which reaches the node a moment later: the listing leaves within that moment.
    await expect.poll(browse).not.toContain(id)
    expect((await get(`/api/listings/${id}`, buyer.cookie)).statusCode).toBe(404)
    const refused = await order(1)
    expect(refused.statusCode, refused.body).toBe(409)

    expect((await post(`/api/admin/users/${farmer.user.id}/unsuspend`)).statusCode).toBe(200)
    await expect.poll(browse).toContain(id)
    const placed = await order(2)
    expect(placed.statusCode, placed.body).toBe(201)
  })
})

describe('operator console: messages', () => {
  it('the outbox takes every kind of message after the migrations (the constraint kept them all)', async () => {
    const [row] = await t.app.database.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'outbox_kind_check'`,
    )
    for (const kind of MESSAGE_KINDS) expect(row!.def, kind).toMatch(new RegExp(`\\b${kind}\\b`))
  })

  it('lists failed messages and sends one again, once, with an audit row', async () => {
    const [msg] = await t.app.database.db
      .insert(outbox)
      .values({
        kind: 'registration',
        channel: 'sms',
        recipient: '+919800000002',
        payload: { toName: 'Ravi', text: 'Welcome' },
        idempotencyKey: `test:${randomUUID()}`,
        status: 'failed',
        attempts: 5,
        lastError: 'provider said no',
      })
      .returning()
    const failed = await get('/api/admin/messages')
    expect(failed.json().items.map((m: { id: number }) => m.id)).toContain(msg!.id)
    const waiting = await get('/api/admin/messages?status=pending')
    expect(waiting.json().items.map((m: { id: number }) => m.id)).not.toContain(msg!.id)
    expect((await get('/api/admin/messages?status=sent')).statusCode).toBe(400)
    const retry = await post(`/api/admin/messages/${msg!.id}/retry`)
    expect(retry.statusCode, retry.body).toBe(200)
    expect(retry.json()).toMatchObject({ id: msg!.id, status: 'pending', attempts: 0 })
    const twice = await post(`/api/admin/messages/${msg!.id}/retry`)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('admin.message_not_failed')
    const rows = await auditRows(String(msg!.id))
    expect(rows).toMatchObject([
      { action: 'outbox.retry', before: { status: 'failed', attempts: 5 } },
    ])
  })
})

describe('failed messages, all at once', () => {
  it('sends every failed message again in one act with one audit row, and then none is left', async () => {
    const made = await t.app.database.db
      .insert(outbox)
      .values(
        [1, 2, 3].map((n) => ({
          kind: 'registration' as const,
          channel: 'sms' as const,
          recipient: `+91980000001${n}`,
          payload: { toName: 'Ravi', text: 'Welcome' },
          idempotencyKey: `test:${randomUUID()}`,
          status: 'failed' as const,
          attempts: 5,
          lastError: 'provider down',
        })),
      )
      .returning()
    const ids = made.map((m) => m.id)
    const res = await post('/api/admin/messages/retry-failed')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().retried).toBeGreaterThanOrEqual(3)
    const after = await t.app.database.db.select().from(outbox).where(inArray(outbox.id, ids))
    expect(after.map((m) => [m.status, m.attempts])).toEqual(ids.map(() => ['pending', 0]))
    expect((await get('/api/admin/messages')).json().items).toEqual([])
    expect((await post('/api/admin/messages/retry-failed')).json()).toEqual({ retried: 0 })
    const rows = await auditRows('failed')
    expect(rows.filter((r: { action: string }) => r.action === 'outbox.retry_all')).toHaveLength(1)
  })
})

describe('audit trail', () => {
  it('filters by target, action and time', async () => {
    const buyer = await registerUser(t.app)
    await post(`/api/admin/users/${buyer.user.id}/suspend`, { reason: 'Chargebacks' })
    const byTarget = await get(`/api/admin/audit?target=user:${buyer.user.id}`)
    expect(byTarget.statusCode, byTarget.body).toBe(200)
    expect(byTarget.json().items).toMatchObject([
      {
        action: 'user.suspend',
        actorId: op.userId,
        actorRole: 'operator',
        targetId: buyer.user.id,
      },
    ])
    const byAction = await get('/api/admin/audit?action=user.susp&limit=200')
    expect(
      byAction.json().items.every((e: { action: string }) => e.action === 'user.suspend'),
    ).toBe(true)
    const future = new Date(Date.now() + 60_000).toISOString()
    expect((await get(`/api/admin/audit?from=${future}`)).json().items).toEqual([])
    const to = await get(`/api/admin/audit?target=${buyer.user.id}&to=${future}`)
    expect(to.json().items).toHaveLength(1)
  })

  it('is written in the caller’s transaction: a rolled-back change leaves no row', async () => {
    const target = `rollback-${randomUUID()}`
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: null,
          action: 'test.rollback',
          target: { type: 'test', id: target },
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await auditRows(target)).toEqual([])
  })

  it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const db = t.app.database.db
    const id = await recordAudit(db, {
      actor: null,
      action: 'test.keep',
      target: { type: 'test', id: 'keep' },
    })
    for (const statement of [
      sql`update audit_events set action = 'test.changed' where id = ${id}`,
      sql`delete from audit_events where id = ${id}`,
      sql`truncate audit_events`,
    ]) {
      const err = (await db.execute(statement).then(
        () => new Error('the statement went through'),
        (e: unknown) => e,
      )) as Error & { cause?: Error }
      expect(err.cause?.message ?? err.message).toMatch(/append-only/)
    }
    expect((await auditRows('keep')).map((r) => r.action)).toEqual(['test.keep'])
  })
})

describe('operator console: accounts by id', () => {
  it('names the accounts behind ids (unknown ids left out), for operators only', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer', name: 'Asha Rao' })
    const farmer = await registerUser(t.app, { role: 'farmer', name: 'Selvi Murugan' })
    const res = await get(`/api/admin/users/by-id?ids=${buyer.user.id},${farmer.user.id},nobody`)
    expect(res.statusCode, res.body).toBe(200)
    const names = res.json<{ items: Array<{ id: string; name: string; phone: string }> }>().items
    expect(names.map((u) => u.name).sort()).toEqual(['Asha Rao', 'Selvi Murugan'])
    expect(names.find((u) => u.id === farmer.user.id)?.phone).toBe(farmer.user.phone)
    expect(
      (await get(`/api/admin/users/by-id?ids=${farmer.user.id}`, buyer.cookie)).statusCode,
    ).toBe(403)
  })
})
