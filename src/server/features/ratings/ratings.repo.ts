import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { editableUntil, ratingRefusal, totalsAfter } from '#core/ratings/rating-rules.ts'
import type {
  CommentState,
  RateableLine,
  Rating,
  RatingInput,
} from '#core/ratings/ratings.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { farmerRatingSummaries, orderItems, orders, ratings } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

// A buyer rates the farmer of a delivered line; the farmer answers; anyone signed in reports a
// comment. The farmer's totals change in the transaction of the rating.

type RatingRow = typeof ratings.$inferSelect

const toRating = (r: RatingRow, orderNumber: string): Rating => ({
  id: r.id,
  orderNumber,
  lineId: r.orderItemId,
  stars: r.stars,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
  editableUntil: editableUntil(r.createdAt).toISOString(),
})

/**
 * Gives or changes the caller's rating of one line of their order `orderNumber`, and the farmer's
 * totals with it, in one transaction. The line is locked first, so two first ratings of one line
 * at once make one rating (the second changes it). Refused before the delivery is confirmed, for
 * someone else's order, and after the days a rating stays editable.
 */
export async function rateLine(
  db: Db,
  input: { buyerId: string; orderNumber: string; lineId: string; now: Date } & RatingInput,
): Promise<Rating> {
  if (!isUuid(input.lineId)) throw new HttpError('order.not_found')
  const comment = input.comment?.trim() ? input.comment.trim() : null
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        buyerId: orders.buyerId,
        farmerId: orderItems.farmerId,
        deliveryConfirmedAt: orderItems.deliveryConfirmedAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, input.lineId), eq(orders.orderNumber, input.orderNumber)))
      .for('update', { of: orderItems })
    const [existing] = await tx
      .select()
      .from(ratings)
      .where(eq(ratings.orderItemId, input.lineId))
      .for('update')
    const refusal = ratingRefusal({
      line: line ?? null,
      buyerId: input.buyerId,
      existingCreatedAt: existing?.createdAt ?? null,
      now: input.now,
    })
    if (refusal) throw HttpError.from(refusal)
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the rule refuses a line without a farmer
    const farmerId = line!.farmerId!
    const [saved] = existing
      ? await tx
          .update(ratings)
          .set({ stars: input.stars, comment, updatedAt: input.now })
          .where(eq(ratings.id, existing.id))
          .returning()
      : await tx
          .insert(ratings)
          .values({
            orderItemId: input.lineId,
            buyerId: input.buyerId,
            farmerId,
            stars: input.stars,
            comment,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning()
    const change = totalsAfter({ count: 0, starsSum: 0 }, input.stars, existing?.stars ?? null)
    await tx
      .insert(farmerRatingSummaries)
      .values({ farmerId, ratingsCount: change.count, starsSum: change.starsSum })
      .onConflictDoUpdate({
        target: farmerRatingSummaries.farmerId,
        set: {
          ratingsCount: sql`${farmerRatingSummaries.ratingsCount} + ${change.count}`,
          starsSum: sql`${farmerRatingSummaries.starsSum} + ${change.starsSum}`,
          updatedAt: sql`now()`,
        },
      })
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT/UPDATE … RETURNING of the locked row
    return toRating(saved!, input.orderNumber)
  })
}

/** The caller's delivered lines (newest orders first, at most 100), each with its rating if any. */
export async function rateableLines(db: Executor, buyerId: string): Promise<RateableLine[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      lineId: orderItems.id,
      farmerName: orderItems.farmerName,
      rating: ratings,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(ratings, eq(ratings.orderItemId, orderItems.id))
    .where(
      and(
        eq(orders.buyerId, buyerId),
        isNotNull(orderItems.deliveryConfirmedAt),
        isNotNull(orderItems.farmerId),
      ),
    )
    .orderBy(desc(orders.createdAt), orderItems.id)
    .limit(100)
  return rows.map((r) => ({
    orderNumber: r.orderNumber,
    lineId: r.lineId,
    farmerName: r.farmerName,
    rating: r.rating ? toRating(r.rating, r.orderNumber) : null,
  }))
}

/** The farmer of a rating answers its comment, once. */
export async function answerComment(
  db: Db,
  input: { farmerId: string; ratingId: string; answer: string; now: Date },
): Promise<void> {
  if (!isUuid(input.ratingId)) throw new HttpError('rating.not_found')
  await db.transaction(async (tx) => {
    const [r] = await tx.select().from(ratings).where(eq(ratings.id, input.ratingId)).for('update')
    if (!r || r.commentState !== 'visible') throw new HttpError('rating.not_found')
    if (r.farmerId !== input.farmerId) throw new HttpError('rating.not_your_comment')
    if (!r.comment) throw new HttpError('rating.no_comment')
    if (r.answer !== null) throw new HttpError('rating.already_answered')
    await tx
      .update(ratings)
      .set({ answer: input.answer, answeredAt: input.now })
      .where(eq(ratings.id, input.ratingId))
  })
}

/**
 * Someone signed in reports a comment: it is hidden until an operator reviews it. A comment an
 * operator has already reviewed and restored stays shown (a report cannot hide it again), and a
 * report of a comment already waiting or hidden changes nothing. Answers the state it is in.
 */
export async function reportComment(
  db: Db,
  input: { userId: string; ratingId: string; now: Date },
): Promise<CommentState> {
  if (!isUuid(input.ratingId)) throw new HttpError('rating.not_found')
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select({
        comment: ratings.comment,
        state: ratings.commentState,
        reportedAt: ratings.reportedAt,
      })
      .from(ratings)
      .where(eq(ratings.id, input.ratingId))
      .for('update')
    if (!r?.comment) throw new HttpError('rating.not_found')
    if (r.state !== 'visible' || r.reportedAt !== null) return r.state
    await tx
      .update(ratings)
      .set({ commentState: 'reported', reportedAt: input.now, reportedBy: input.userId })
      .where(eq(ratings.id, input.ratingId))
    return 'reported'
  })
}
