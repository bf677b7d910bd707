import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { publicBuyerName } from '#core/ratings/rating-rules.ts'
import type { FarmerPage, PublicComment } from '#core/ratings/ratings.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { ratings, users } from '#server/db/schema/index.ts'
import { ratingSummary } from '#server/services/rating-summaries.ts'

/** How many of a farmer's newest comments their page shows. */
export const FARMER_PAGE_COMMENTS = 20

/**
 * What anyone may read of a farmer: name, place, rating and newest visible comments with their
 * answers (the buyer by first name). Never their phone or email. Null for an account that is not
 * a farmer, is suspended or was deleted. Their live listings come from GET /api/listings?farmer=.
 */
export async function farmerPage(db: Executor, farmerId: string): Promise<FarmerPage | null> {
  const [farmer] = await db
    .select({ id: users.id, name: users.name, location: users.location })
    .from(users)
    .where(
      and(
        eq(users.id, farmerId),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
        sql`'farmer' = any(${users.roles})`,
      ),
    )
  if (!farmer) return null
  const [rating, comments] = await Promise.all([
    ratingSummary(db, farmerId),
    recentComments(db, farmerId),
  ])
  return { farmer, rating, comments }
}

async function recentComments(db: Executor, farmerId: string): Promise<PublicComment[]> {
  const rows = await db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      buyerName: users.name,
      createdAt: ratings.createdAt,
      answer: ratings.answer,
      answeredAt: ratings.answeredAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.buyerId))
    .where(
      and(
        eq(ratings.farmerId, farmerId),
        isNotNull(ratings.comment),
        eq(ratings.commentState, 'visible'),
      ),
    )
    .orderBy(desc(ratings.createdAt))
    .limit(FARMER_PAGE_COMMENTS)
  return rows.map((r) => ({
    id: r.id,
    stars: r.stars,
    comment: r.comment ?? '',
    buyerName: publicBuyerName(r.buyerName),
    createdAt: r.createdAt.toISOString(),
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  }))
}
