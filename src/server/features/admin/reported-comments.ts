import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CommentState, ReportedComment } from '#core/ratings/ratings.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { ratings, users } from '#server/db/schema/index.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { auditRequest, recordAudit } from '#server/services/audit.ts'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Comments on farmers' ratings that someone reported: hidden from the farmer's page until an
 * operator restores them (shown again, and a later report no longer hides them) or hides them
 * for good with a reason. Each decision is in the audit trail, in its own transaction.
 */

const farmer = alias(users, 'farmer')
const buyer = alias(users, 'buyer')

/** The reported comments waiting for a review, oldest report first (at most 100). */
export async function reportedComments(db: Executor): Promise<ReportedComment[]> {
  const rows = await db
    .select({
      id: ratings.id,
      farmerId: ratings.farmerId,
      farmerName: farmer.name,
      buyerName: buyer.name,
      stars: ratings.stars,
      comment: ratings.comment,
      answer: ratings.answer,
      reportedAt: ratings.reportedAt,
    })
    .from(ratings)
    .innerJoin(farmer, eq(farmer.id, ratings.farmerId))
    .innerJoin(buyer, eq(buyer.id, ratings.buyerId))
    .where(eq(ratings.commentState, 'reported'))
    .orderBy(asc(ratings.reportedAt))
    .limit(100)
  return rows.map((r) => ({
    ...r,
    comment: r.comment ?? '',
    reportedAt: (r.reportedAt ?? new Date(0)).toISOString(),
  }))
}

/**
 * An operator's decision on a comment: 'restore' shows a reported or hidden one again; 'hide'
 * hides a shown or reported one for good, for a reason. Answers the state it is left in.
 */
export async function moderateComment(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { id: string; decision: 'restore' | 'hide'; reason: string | null },
): Promise<CommentState> {
  if (!isUuid(input.id)) throw new HttpError('rating.not_found')
  const from: CommentState[] =
    input.decision === 'restore' ? ['reported', 'hidden'] : ['visible', 'reported']
  const to: CommentState = input.decision === 'restore' ? 'visible' : 'hidden'
  return app.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: ratings.commentState, comment: ratings.comment, farmerId: ratings.farmerId })
      .from(ratings)
      .where(eq(ratings.id, input.id))
      .for('update')
    if (!before?.comment) throw new HttpError('rating.not_found')
    if (!from.includes(before.state)) throw new HttpError('rating.not_reported')
    await tx
      .update(ratings)
      .set({
        commentState: to,
        // A restored comment counts as reviewed: a later report does not hide it again.
        ...(to === 'visible' ? { reportedAt: sql`coalesce(${ratings.reportedAt}, now())` } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(ratings.id, input.id), inArray(ratings.commentState, from)))
    await recordAudit(tx, {
      actor: { id: currentUser(request).id, role: 'operator' },
      action: input.decision === 'restore' ? 'rating.restore' : 'rating.hide',
      target: { type: 'rating', id: input.id },
      before: { state: before.state },
      after: { state: to, ...(input.reason ? { reason: input.reason } : {}) },
      request: auditRequest(request),
    })
    return to
  })
}
