import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { farmerRatingSummaries, orderItems, ratings } from '#server/db/schema/index.ts'
import { registerUser } from '#server/test/build-test-app.ts'
import { ratingsFixture } from './ratings.test-support.ts'

// Rating the farmer of a delivered line: only after a confirmed delivery, by the order's buyer,
// once per line, changeable for 7 days; the farmer's totals and the listings that show them.

const { f, db, listing, order, confirmDelivery, deliveredLine, rate, get } = ratingsFixture()
const day = 24 * 60 * 60 * 1000

describe('POST /api/orders/:number/lines/:lineId/rating', () => {
  it('is refused before the delivery is confirmed, then accepted', async () => {
    const l = await listing()
    const line = await order(f.buyer, l.id)
    const early = await rate(f.buyer, line, { stars: 5 })
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('rating.not_delivered')
    expect(await db().select().from(ratings).where(eq(ratings.orderItemId, line.lineId))).toEqual(
      [],
    )

    await confirmDelivery(line.lineId)
    const res = await rate(f.buyer, line, { stars: 5, comment: '  Fresh and well packed ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      orderNumber: line.number,
      lineId: line.lineId,
      stars: 5,
      comment: 'Fresh and well packed',
      editableUntil: new Date(f.clock.now.getTime() + 7 * day).toISOString(),
    })
  })

  it("is refused for someone else's order, for a farmer, and for bad stars or a long comment", async () => {
    const line = await deliveredLine(f.buyer)
    const other = await rate(f.otherBuyer, line, { stars: 1 })
    expect(other.statusCode).toBe(404)
    expect(other.json().code).toBe('order.not_found')
    const wrongNumber = await rate(f.buyer, { ...line, number: 'FT-0000-000000' }, { stars: 4 })
    expect(wrongNumber.statusCode).toBe(404)
    expect((await rate(f.farmer, line, { stars: 5 })).statusCode).toBe(403)
    for (const body of [
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { stars: 3, comment: 'x'.repeat(501) },
    ])
      expect((await rate(f.buyer, line, body)).statusCode).toBe(400)
    expect((await rate(f.buyer, { ...line, lineId: 'not-a-line' }, { stars: 3 })).statusCode).toBe(
      404,
    )
  })

  it('keeps one rating per line: a second one changes it, and the totals follow', async () => {
    const farmer = await registerUser(f.t.app, { role: 'farmer', name: 'Meena Pillai' })
    const line = await deliveredLine(f.buyer, farmer.user.id)
    expect((await rate(f.buyer, line, { stars: 2, comment: 'Late' })).statusCode).toBe(200)
    const changed = await rate(f.buyer, line, { stars: 4 })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().comment).toBeNull()
    const rows = await db().select().from(ratings).where(eq(ratings.orderItemId, line.lineId))
    expect(rows.map((r) => r.stars)).toEqual([4])
    const [summary] = await db()
      .select()
      .from(farmerRatingSummaries)
      .where(eq(farmerRatingSummaries.farmerId, farmer.user.id))
    expect(summary).toMatchObject({ ratingsCount: 1, starsSum: 4 })
  })

  it('can be changed for 7 days after it is given, then not', async () => {
    const start = f.clock.now
    try {
      const line = await deliveredLine(f.buyer)
      expect((await rate(f.buyer, line, { stars: 3 })).statusCode).toBe(200)
      f.clock.now = new Date(start.getTime() + 7 * day)
      expect((await rate(f.buyer, line, { stars: 4 })).statusCode).toBe(200)
      f.clock.now = new Date(start.getTime() + 7 * day + 60_000)
      const late = await rate(f.buyer, line, { stars: 5 })
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ code: 'rating.edit_closed', params: { days: 7 } })
      const [row] = await db().select().from(ratings).where(eq(ratings.orderItemId, line.lineId))
      expect(row?.stars).toBe(4)
    } finally {
      f.clock.now = start
    }
  })
})

describe('rating summaries', () => {
  it("match the farmer's ratings, and show on the listings and the buyer's own list", async () => {
    const farmer = await registerUser(f.t.app, { role: 'farmer', name: 'Gopal Reddy' })
    const buyers = [f.buyer, f.otherBuyer, await registerUser(f.t.app, { role: 'buyer' })]
    const stars = [5, 4, 4]
    const lines: Array<{ number: string; lineId: string; listingId: string }> = []
    for (const [i, buyer] of buyers.entries()) {
      const line = await deliveredLine(buyer, farmer.user.id)
      lines.push(line)
      expect((await rate(buyer, line, { stars: stars[i] })).statusCode).toBe(200)
    }
    // The first buyer changes their mind: 5 → 3.
    expect((await rate(f.buyer, lines[0]!, { stars: 3 })).statusCode).toBe(200)

    const [aggregate] = await db()
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`sum(${ratings.stars})::int` })
      .from(ratings)
      .where(eq(ratings.farmerId, farmer.user.id))
    const [summary] = await db()
      .select()
      .from(farmerRatingSummaries)
      .where(eq(farmerRatingSummaries.farmerId, farmer.user.id))
    expect(summary).toMatchObject({ ratingsCount: aggregate!.n, starsSum: aggregate!.sum })
    expect(aggregate).toEqual({ n: 3, sum: 11 })

    const one = await get(`/api/listings/${lines[1]!.listingId}`)
    expect(one.json()).toMatchObject({
      farmerId: farmer.user.id,
      farmerRating: { average: 3.7, count: 3 },
    })
    const browse = await get(`/api/listings?farmer=${farmer.user.id}`)
    expect(browse.statusCode, browse.body).toBe(200)
    const items = browse.json<{ items: Array<{ farmerId: string; farmerRating: unknown }> }>().items
    expect(items).toHaveLength(3)
    for (const item of items) {
      expect(item.farmerId).toBe(farmer.user.id)
      expect(item.farmerRating).toEqual({ average: 3.7, count: 3 })
    }
    const unrated = await listing(f.otherFarmer.user.id)
    expect((await get(`/api/listings/${unrated.id}`)).json().farmerRating).toEqual({
      average: null,
      count: 0,
    })

    const mine = await get('/api/ratings/mine', f.buyer.cookie)
    expect(mine.statusCode).toBe(200)
    const entry = mine
      .json<{ items: Array<{ lineId: string; rating: { stars: number } | null }> }>()
      .items.find((i) => i.lineId === lines[0]!.lineId)
    expect(entry?.rating?.stars).toBe(3)
    const others = await get('/api/ratings/mine', f.otherBuyer.cookie)
    expect(others.json().items.map((i: { lineId: string }) => i.lineId)).not.toContain(
      lines[0]!.lineId,
    )
  })

  it("lists only lines whose delivery is confirmed in the buyer's own list", async () => {
    const buyer = await registerUser(f.t.app, { role: 'buyer' })
    const l = await listing()
    const pending = await order(buyer, l.id)
    const delivered = await deliveredLine(buyer)
    const mine = await get('/api/ratings/mine', buyer.cookie)
    expect(mine.json().items).toEqual([
      {
        orderNumber: delivered.number,
        lineId: delivered.lineId,
        farmerName: 'Ravi Kumar',
        rating: null,
      },
    ])
    expect(pending.lineId).not.toBe(delivered.lineId)
    await db()
      .update(orderItems)
      .set({ deliveryConfirmedAt: null })
      .where(eq(orderItems.id, delivered.lineId))
    expect((await get('/api/ratings/mine', buyer.cookie)).json().items).toEqual([])
  })
})
