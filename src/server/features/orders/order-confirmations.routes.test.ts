import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { MessageKind } from '#core/notifications/messages.ts'
import { outbox } from '#server/db/schema/index.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { delivery, ordersFixture } from './orders-routes.test-support.ts'

// What the buyer is told and shown of a placed order: the placing message (once, with each line's
// delivery code), the amounts after a line ends, the order by its number (theirs only), and the
// last three distinct addresses they had orders delivered to.

const { f, db, listing, order } = ordersFixture()

type Placed = {
  id: string
  number: string
  lines: Array<{ id: string; supplyChainOrderId: string }>
  amounts: { duePaise: number; due: string; endedPaise: number; orderedPaise: number }
}

const messagesOf = (userId: string, kind: MessageKind) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, kind)))

describe('the order placed', () => {
  it('tells the buyer once by SMS and email, with each line’s delivery code, and the farmer its amount', async () => {
    const onion = await listing({ name: 'Onion', pricePaise: 30_00 })
    const tomato = await listing({ name: 'Tomato', pricePaise: 20_00 })
    const key = randomUUID()
    const body = {
      idempotencyKey: key,
      lines: [
        { kind: 'listing', productId: onion.id, quantityKg: 5 },
        { kind: 'listing', productId: tomato.id, quantityKg: 2 },
      ],
    }
    const res = await order(f.buyer.cookie, body)
    expect(res.statusCode, res.body).toBe(201)
    const placed = res.json<Placed>()
    // The same key again answers the same order and writes nothing more.
    expect((await order(f.buyer.cookie, body)).statusCode).toBe(200)
    const mine = (await messagesOf(f.buyer.user.id, 'orderPlaced')).filter((m) =>
      JSON.stringify(m.payload).includes(placed.number),
    )
    expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    const [a, b] = placed.lines.map((l) => deliveryCodeFor(l.id))
    expect((mine.find((m) => m.channel === 'sms')!.payload as { text: string }).text).toBe(
      `Order ${placed.number} placed: 5 kg Onion from Sanjay Patil, 2 kg Tomato from Sanjay Patil, ₹190.00, cash on delivery. Delivery codes: Onion ${a}, Tomato ${b}. Tell it to the farmer only when the goods arrive.`,
    )
    const farmerSms = (await messagesOf(f.farmer.user.id, 'newOrder')).filter(
      (m) => m.channel === 'sms' && JSON.stringify(m.payload).includes(placed.number),
    )
    expect(farmerSms.map((m) => (m.payload as { text: string }).text).sort()).toEqual([
      `New order ${placed.number}: 2 kg Tomato for Asha Rao, ₹40.00, cash on delivery.`,
      `New order ${placed.number}: 5 kg Onion for Asha Rao, ₹150.00, cash on delivery.`,
    ])
  })
})

describe('amounts that add up', () => {
  it('a Cash on Delivery order reads only what is left due after a cancel and a decline', async () => {
    const l = await listing({ name: 'Brinjal', pricePaise: 30_00 })
    const res = await order(f.buyer.cookie, {
      lines: [
        { kind: 'listing', productId: l.id, quantityKg: 5 },
        { kind: 'listing', productId: (await listing({ pricePaise: 46_00 })).id, quantityKg: 3 },
        { kind: 'listing', productId: (await listing({ pricePaise: 45_00 })).id, quantityKg: 2 },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
    const placed = res.json<Placed>()
    expect(placed.amounts).toMatchObject({ orderedPaise: 378_00, duePaise: 378_00 })
    const cancel = await f.t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/lines/${placed.lines[1]!.id}/cancel`,
      headers: { cookie: f.buyer.cookie },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json<Placed>().amounts).toMatchObject({ endedPaise: 138_00, duePaise: 240_00 })
    const decline = await f.t.app.inject({
      method: 'POST',
      url: `/api/supply-chain/${placed.lines[0]!.supplyChainOrderId}/decline`,
      headers: { cookie: f.farmer.cookie },
      payload: { reason: 'Hail damaged the crop' },
    })
    expect(decline.statusCode, decline.body).toBe(200)
    const byNumber = await f.t.app.inject({
      url: `/api/orders/${placed.number}`,
      headers: { cookie: f.buyer.cookie },
    })
    expect(byNumber.statusCode).toBe(200)
    expect(byNumber.json<Placed>().amounts).toEqual({
      orderedPaise: 378_00,
      endedPaise: 288_00,
      livePaise: 90_00,
      refundedPaise: 0,
      refundingPaise: 0,
      refundFailedPaise: 0,
      paidPaise: 0,
      duePaise: 90_00,
      due: 'on_delivery',
    })
    const list = await f.t.app.inject({ url: '/api/orders', headers: { cookie: f.buyer.cookie } })
    const same = list.json<{ items: Placed[] }>().items.find((o) => o.id === placed.id)
    expect(same?.amounts.duePaise).toBe(90_00)
  })

  it('shows an order by its number to its buyer only', async () => {
    const res = await order(f.buyer.cookie, {
      lines: [{ kind: 'listing', productId: (await listing()).id, quantityKg: 1 }],
    })
    const { number } = res.json<Placed>()
    const other = await f.t.app.inject({
      url: `/api/orders/${number}`,
      headers: { cookie: f.otherBuyer.cookie },
    })
    expect(other.statusCode).toBe(404)
    expect(other.json().code).toBe('order.not_found')
    const anon = await f.t.app.inject({ url: `/api/orders/${number}` })
    expect(anon.statusCode).toBe(401)
  })
})

describe('earlier addresses at checkout', () => {
  it('offers the buyer’s own last three distinct addresses, newest first', async () => {
    const l = await listing({ quantityKg: 100 })
    const at = async (who: string, address: string, fullName = 'Vikram Iyer') => {
      const res = await order(who, {
        delivery: { ...delivery, fullName, address },
        lines: [{ kind: 'listing', productId: l.id, quantityKg: 1 }],
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const addresses = async (cookie: string) => {
      const res = await f.t.app.inject({ url: '/api/orders/addresses', headers: { cookie } })
      expect(res.statusCode).toBe(200)
      return res.json<{ items: Array<{ address: string; fullName: string }> }>().items
    }
    expect(await addresses(f.otherBuyer.cookie)).toEqual([])
    await at(f.otherBuyer.cookie, '1 First Street, Pune 411001')
    await at(f.otherBuyer.cookie, '2 Second Street, Pune 411002')
    await at(f.otherBuyer.cookie, '3 Third Street, Pune 411003')
    await at(f.otherBuyer.cookie, '4 Fourth Street, Pune 411004')
    // The same address typed again (spacing, capitals) counts once, with its newest name.
    await at(f.otherBuyer.cookie, '2  second street, Pune 411002', 'V. Iyer')
    const mine = await addresses(f.otherBuyer.cookie)
    expect(mine.map((a) => a.address)).toEqual([
      '2  second street, Pune 411002',
      '4 Fourth Street, Pune 411004',
      '3 Third Street, Pune 411003',
    ])
    expect(mine[0]!.fullName).toBe('V. Iyer')
    // Another buyer's addresses are not offered.
    const theirs = await addresses(f.buyer.cookie)
    expect(theirs.some((a) => /Street/.test(a.address))).toBe(false)
  })
})
