import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '#core/http/errors.ts'
import { orders, supplyChainOrders } from '#server/db/schema/index.ts'
import { delivery, ordersFixture } from './orders-routes.test-support.ts'

// POST /api/orders raced and replayed: no oversell, and one order per idempotency key (200 on a
// replay, 409 for the key with another cart or details).

const { f, db, listing, quantityOf, order } = ordersFixture()

describe('POST /api/orders, raced and replayed', () => {
  it('never oversells: 20 concurrent checkouts for the last 3 kg → exactly 3 succeed, quantity ends at 0', async () => {
    const p = await listing({ name: 'Last Onions', quantityKg: 3 })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(i % 2 ? f.buyer.cookie : f.otherBuyer.cookie, {
          lines: [{ kind: 'listing', productId: p.id, quantityKg: 1 }],
        }),
      ),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(3)
    expect(codes.filter((c) => c === 409)).toHaveLength(17)
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(
        'Last Onions is sold out. Remove it from your cart to place the order.',
      )
    expect(await quantityOf(p.id)).toBe(0)
    expect(await db().$count(supplyChainOrders, eq(supplyChainOrders.crop, 'Last Onions'))).toBe(3)
  })

  it('makes one order for one idempotency key: 201, then 200 with the same body, also when raced', async () => {
    const p = await listing({ name: 'Idempotent Okra', quantityKg: 10 })
    const body = {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }],
      idempotencyKey: randomUUID(),
    }
    const first = await order(f.buyer.cookie, body)
    const again = await order(f.buyer.cookie, body)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await quantityOf(p.id)).toBe(8)

    const raced = {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 3 }],
      idempotencyKey: randomUUID(),
    }
    const results = await Promise.all(Array.from({ length: 5 }, () => order(f.buyer.cookie, raced)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1)
    expect(await quantityOf(p.id)).toBe(5)
    expect(await db().$count(orders, eq(orders.idempotencyKey, raced.idempotencyKey))).toBe(1)
  })

  it('refuses a key sent again with another cart or details (409) and stores nothing', async () => {
    const p = await listing({ name: 'Reused-key Beans', quantityKg: 10 })
    const key = randomUUID()
    const first = await order(f.buyer.cookie, {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }],
      idempotencyKey: key,
    })
    expect(first.statusCode).toBe(201)
    const variants = [
      { lines: [{ kind: 'listing', productId: p.id, quantityKg: 5 }] },
      { lines: [{ kind: 'catalogue', catalogueId: 3 }] },
      {
        lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }],
        delivery: { ...delivery, address: '99 Other Street, Nashik 422001' },
      },
      { lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }], payment: 'UPI' },
    ]
    for (const v of variants) {
      const res = await order(f.buyer.cookie, { ...v, idempotencyKey: key })
      expect(res.statusCode, JSON.stringify(v)).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'order.key_reused',
        message: errorMessage('order.key_reused'),
        field: 'idempotencyKey',
      })
    }
    // Raced with a different cart: one order, the others refused.
    const racedKey = randomUUID()
    const raced = await Promise.all(
      [1, 2, 3, 4].map((kg) =>
        order(f.buyer.cookie, {
          lines: [{ kind: 'listing', productId: p.id, quantityKg: kg }],
          idempotencyKey: racedKey,
        }),
      ),
    )
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
    const placedKg = raced.find((r) => r.statusCode === 201)!.json().lines[0].quantityKg
    expect(await quantityOf(p.id)).toBe(10 - 2 - placedKg)
    expect(await db().$count(orders, eq(orders.idempotencyKey, key))).toBe(1)
  })
})
