import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  ListingModerationState,
  ModeratedListing,
} from '#core/admin/listing-moderation.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { listings, users } from '#server/db/schema/index.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { auditRequest, recordAudit } from '#server/services/audit.ts'
import { enqueue } from '#server/services/outbox.ts'

/**
 * Operators' decisions on listings: hide one for a reason (it leaves browse, search, its page and
 * checkout; its farmer still sees it, with the reason), show it again, or dismiss a report that
 * needs nothing done. Each decision, its audit row and the farmer's message (SMS and email through
 * the outbox, in their language) share one transaction.
 */

/** Reported listings not yet decided, oldest report first; or hidden ones, newest first (100). */
export async function moderatedListings(
  db: Executor,
  state: 'reported' | 'hidden',
): Promise<ModeratedListing[]> {
  const rows = await db
    .select({
      id: listings.id,
      productName: listings.productName,
      pricePaise: listings.pricePaise,
      quantityKg: listings.quantityKg,
      farmerId: listings.farmerId,
      farmerName: users.name,
      reportedAt: listings.reportedAt,
      reportNote: listings.reportNote,
      hiddenAt: listings.hiddenAt,
      hiddenReason: listings.hiddenReason,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.farmerId))
    .where(
      and(
        isNull(listings.deletedAt),
        state === 'reported'
          ? and(isNotNull(listings.reportedAt), isNull(listings.hiddenAt))
          : isNotNull(listings.hiddenAt),
      ),
    )
    .orderBy(state === 'reported' ? asc(listings.reportedAt) : desc(listings.hiddenAt))
    .limit(100)
  return rows.map((r) => ({
    ...r,
    reportedAt: r.reportedAt?.toISOString() ?? null,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
  }))
}

export type ListingDecision = 'hide' | 'unhide' | 'dismiss'

/** An operator's decision on a listing; answers whether it is left reported and hidden. */
export async function decideListing(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { id: string; decision: ListingDecision; reason: string | null },
): Promise<ListingModerationState> {
  if (!isUuid(input.id)) throw new HttpError('admin.listing_not_found')
  return app.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: listings.productName,
        farmerId: listings.farmerId,
        farmerName: users.name,
        hiddenAt: listings.hiddenAt,
        hiddenReason: listings.hiddenReason,
        reportedAt: listings.reportedAt,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.farmerId))
      .where(and(eq(listings.id, input.id), isNull(listings.deletedAt)))
      .for('update', { of: listings })
    if (!before) throw new HttpError('admin.listing_not_found')
    if (input.decision === 'hide' && before.hiddenAt)
      throw new HttpError('admin.listing_already_hidden')
    if (input.decision === 'unhide' && !before.hiddenAt)
      throw new HttpError('admin.listing_not_hidden')
    if (input.decision === 'dismiss' && (!before.reportedAt || before.hiddenAt))
      throw new HttpError('admin.listing_not_reported')
    const now = new Date()
    // Any decision settles the report: it leaves the queue.
    const change =
      input.decision === 'hide'
        ? { hiddenAt: now, hiddenReason: input.reason, reportedAt: null }
        : input.decision === 'unhide'
          ? { hiddenAt: null, hiddenReason: null, reportedAt: null }
          : { reportedAt: null }
    await tx
      .update(listings)
      .set({ ...change, reportNote: null, reportedBy: null, updatedAt: now })
      .where(eq(listings.id, input.id))
    const auditId = await recordAudit(tx, {
      actor: { id: currentUser(request).id, role: 'operator' },
      action: `listing.${input.decision === 'dismiss' ? 'dismiss_report' : input.decision}`,
      target: { type: 'listing', id: input.id },
      before: {
        hidden: before.hiddenAt !== null,
        reason: before.hiddenReason,
        reported: before.reportedAt !== null,
      },
      after: {
        hidden: input.decision === 'hide',
        ...(input.reason ? { reason: input.reason } : {}),
        reported: false,
      },
      request: auditRequest(request),
    })
    const name = before.farmerName.trim() || 'there'
    if (input.decision === 'hide')
      await enqueue(
        tx,
        {
          userId: before.farmerId,
          kind: 'listingHidden',
          data: {
            name,
            listing: before.name,
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- hiding requires a reason (HideListingInputSchema)
            reason: input.reason!,
            supportPhone: app.env.SUPPORT_PHONE,
          },
          eventKey: `listingHidden:${input.id}:${auditId}`,
        },
        request.log,
      )
    if (input.decision === 'unhide')
      await enqueue(
        tx,
        {
          userId: before.farmerId,
          kind: 'listingRestored',
          data: { name, listing: before.name },
          eventKey: `listingRestored:${input.id}:${auditId}`,
        },
        request.log,
      )
    return { id: input.id, reported: false, hidden: input.decision === 'hide' }
  })
}
