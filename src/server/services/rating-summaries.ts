import { inArray } from 'drizzle-orm'
import { averageStars } from '#core/ratings/rating-rules.ts'
import { NO_RATINGS, type RatingSummary } from '#core/ratings/rating-summary.ts'
import type { Executor } from '#server/db/client.ts'
import { farmerRatingSummaries } from '#server/db/schema/index.ts'

/**
 * The rating summaries of these farmers, read by key from the totals each rating keeps up to date
 * (one indexed lookup for a page of listings, not an aggregate of their ratings). A farmer nobody
 * has rated is absent from the map: use NO_RATINGS.
 */
export async function ratingSummaries(
  db: Executor,
  farmerIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(farmerIds)]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      farmerId: farmerRatingSummaries.farmerId,
      count: farmerRatingSummaries.ratingsCount,
      starsSum: farmerRatingSummaries.starsSum,
    })
    .from(farmerRatingSummaries)
    .where(inArray(farmerRatingSummaries.farmerId, ids))
  return new Map(rows.map((r) => [r.farmerId, { average: averageStars(r), count: r.count }]))
}

/** One farmer's summary. */
export async function ratingSummary(db: Executor, farmerId: string): Promise<RatingSummary> {
  return (await ratingSummaries(db, [farmerId])).get(farmerId) ?? NO_RATINGS
}
