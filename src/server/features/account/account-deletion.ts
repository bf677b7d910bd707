import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { formatPaise } from '#core/money/money.ts'
import { rows } from '#server/db/rows.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { auditRequest, recordAudit } from '#server/services/audit.ts'
import { enqueue } from '#server/services/outbox.ts'

/**
 * Deleting an account, in one transaction with its audit row and its last message. Refused while
 * something is still open: an order line to deliver, to receive or to confirm, a problem with a
 * delivery, or money FarmTrek still owes the farmer. Then its listings are withdrawn (photos
 * gone), its alerts, payout details, codes, devices and sessions deleted, its messages not yet sent dropped, and the person's details removed from the
 * account and from the order records, which are kept (business records): name, email, number,
 * location, delivery addresses. The row stays, so orders, payouts and the audit trail still add up.
 */

/** What a deleted person's name reads as on the records that keep it. */
export const DELETED_NAME = 'Deleted account'

export async function deleteAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const [user] = await rows<{ name: string; roles: string[]; deleted: boolean }>(
      tx,
      sql`select name, roles, deleted_at is not null as deleted from users
           where id = ${userId} for update`,
    )
    if (!user || user.deleted) throw new HttpError('auth.profile_not_found')
    if (user.roles.includes('operator')) throw new HttpError('account.operator_cannot_leave')

    const [open] = await rows<{ count: number }>(
      tx,
      // To deliver, to receive, awaiting the buyer's confirmation, or with a problem still open.
      sql`select count(*)::int as count from (
            select i.id from order_items i join orders o on o.id = i.order_id
             where (o.buyer_id = ${userId} or i.farmer_id = ${userId})
               and (i.status in ('Pending', 'In Transit')
                    or (i.status = 'Delivered' and i.delivery_confirmed_at is null))
            union
            select coalesce(s.order_item_id, s.id) from supply_chain_orders s
             where s.farmer_id = ${userId} and s.status in ('Pending', 'In Transit')
            union
            select p.order_item_id from delivery_problems p
             where (p.buyer_id = ${userId} or p.farmer_id = ${userId}) and p.state = 'open'
          ) as open_lines`,
    )
    if (open && open.count > 0) throw new HttpError('account.open_orders', { count: open.count })
    const [owed] = await rows<{ paise: number }>(
      tx,
      sql`select coalesce(sum(amount_paise), 0)::int as paise from payouts
           where farmer_id = ${userId} and state in ('held', 'released')`,
    )
    if (owed && owed.paise > 0) {
      throw new HttpError('account.payouts_open', { amount: formatPaise(owed.paise, 'en') })
    }

    // The last message, written while the account still has its address and number.
    await enqueue(
      tx,
      {
        userId,
        kind: 'accountDeleted',
        data: { name: user.name.trim() || 'there' },
        eventKey: `accountDeleted:${userId}`,
      },
      request.log,
    )
    const [withdrawn] = await rows<{ count: number }>(
      tx,
      sql`with gone as (
            update products set deleted_at = now(), updated_at = now()
             where farmer_id = ${userId} and deleted_at is null returning id)
          select count(*)::int as count from gone`,
    )
    await tx.execute(
      sql`delete from listing_photos where listing_id in
            (select id from products where farmer_id = ${userId})`,
    )
    await tx.execute(sql`delete from payout_accounts where farmer_id = ${userId}`)
    for (const table of [
      'price_alerts',
      'phone_codes',
      'password_reset_tokens',
      'known_devices',
      'login_notices',
      'two_factors',
      'sessions',
      'accounts',
    ]) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`)
    }
    await tx.execute(
      sql`delete from live_events where topic in (${'buyer:' + userId}, ${'farmer:' + userId})`,
    )
    // Messages not yet sent are not sent; the sent ones keep what happened, not to whom.
    await tx.execute(
      sql`update outbox set status = 'skipped', last_error = 'account deleted'
           where user_id = ${userId} and status = 'pending' and kind <> 'accountDeleted'`,
    )
    await tx.execute(
      sql`update outbox set recipient = '', payload = jsonb_build_object('toName', '', 'text', '')
           where user_id = ${userId} and status <> 'pending'`,
    )
    await tx.execute(
      sql`update orders set delivery_name = ${DELETED_NAME}, delivery_address = '',
                            delivery_phone = ''
           where buyer_id = ${userId}`,
    )
    await tx.execute(
      sql`update supply_chain_orders set buyer_name = ${DELETED_NAME} where buyer_id = ${userId}`,
    )
    await tx.execute(
      sql`update order_items set farmer_name = ${DELETED_NAME} where farmer_id = ${userId}`,
    )
    await tx.execute(
      sql`update users set name = ${DELETED_NAME},
                           email = ${`deleted-${userId}@deleted.invalid`},
                           email_verified = false, phone = null, phone_verified_at = null,
                           location = null, state = null, district = null, village = null,
                           image = null, two_factor_enabled = false,
                           deleted_at = now(), updated_at = now()
           where id = ${userId}`,
    )
    await recordAudit(tx, {
      actor: { id: userId, role: 'self' },
      action: 'user.delete',
      target: { type: 'user', id: userId },
      before: { roles: user.roles },
      after: { listingsWithdrawn: withdrawn?.count ?? 0 },
      request: auditRequest(request),
    })
  })
  await app.sessions.invalidateUser(userId)
}
