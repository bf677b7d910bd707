import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { formatPaise } from '#core/money/money.ts'
import type {
  AdminPayout,
  AdminRecovery,
  SettlePayoutsInput,
  SettlePayoutsResult,
} from '#core/payments/payouts-admin.contract.ts'
import type { PayoutState } from '#core/payments/payouts.ts'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { toCsv } from '#server/lib/csv.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { auditRequest, recordAudit } from '#server/services/audit.ts'
import { enqueue } from '#server/services/outbox.ts'
import { owedByFarmer, recoverFromSettlement } from '#server/services/payout-recovery.ts'
import { netOfRecoveries } from '#core/payments/recoveries.ts'
import { heldUntil } from './payout-details.ts'
import { payoutCipherFor } from './payout-crypto.ts'
import { duePayouts, settlePayout } from './reconcile.ts'

/**
 * The payouts of the operator console: every farmer's payout lines by state, with where each is
 * paid (masked); marking released manual payouts paid with the bank's reference, many at once, each
 * in the audit trail and the farmer told once per settlement; and the due ones as a CSV for a
 * bank's bulk upload (the only place a full account number leaves the server, recorded as such).
 */

const LIST_LIMIT = 500

interface PayoutRow {
  id: string
  farmer_id: string
  farmer_name: string
  farmer_phone: string | null
  order_number: string
  crop: string
  amount_paise: number
  mode: AdminPayout['mode']
  state: AdminPayout['state']
  released_at: string | null
  settled_at: string | null
  settlement_ref: string | null
  changed_at: string | null
  upi_vpa: string | null
  bank_account_last4: string | null
  bank_ifsc: string | null
  account_holder: string | null
  linked_account_id: string | null
}

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null)

export async function listPayouts(
  db: Executor,
  state: PayoutState,
  holdMs: number,
): Promise<{
  items: AdminPayout[]
  totals: Record<string, { count: number; paise: number }>
  recoveries: AdminRecovery[]
}> {
  const found = await rows<PayoutRow>(
    db,
    sql`select p.id::text, p.farmer_id, u.name as farmer_name, u.phone as farmer_phone,
               o.order_number, i.name as crop, p.amount_paise, p.mode, p.state,
               p.released_at::text, p.settled_at::text, p.settlement_ref,
               a.changed_at::text, a.upi_vpa, a.bank_account_last4, a.bank_ifsc,
               a.account_holder, coalesce(p.linked_account_id, a.linked_account_id) as linked_account_id
          from payouts p
          join users u on u.id = p.farmer_id
          join order_items i on i.id = p.order_item_id
          join orders o on o.id = i.order_id
          left join payout_accounts a on a.farmer_id = p.farmer_id
         where p.state = ${state}
         order by coalesce(p.released_at, p.created_at), p.id
         limit ${LIST_LIMIT}`,
  )
  const totals = await rows<{ state: string; count: number; paise: number }>(
    db,
    sql`select state, count(*)::int as count, coalesce(sum(amount_paise), 0)::int as paise
          from payouts group by state`,
  )
  const recoveries = await rows<{
    id: string
    farmer_id: string
    farmer_name: string
    order_number: string | null
    crop: string | null
    amount_paise: number
    recovered_paise: number
    reason: string
    created_at: string
  }>(
    db,
    sql`select a.id::text, a.farmer_id, u.name as farmer_name, o.order_number, i.name as crop,
               a.amount_paise, a.recovered_paise, a.reason, a.created_at::text
          from payout_adjustments a
          join users u on u.id = a.farmer_id
          left join order_items i on i.id = a.order_item_id
          left join orders o on o.id = i.order_id
         where a.recovered_paise < -a.amount_paise
         order by a.created_at, a.id
         limit ${LIST_LIMIT}`,
  )
  return {
    recoveries: recoveries.map((r) => ({
      id: r.id,
      farmerId: r.farmer_id,
      farmerName: r.farmer_name,
      orderNumber: r.order_number,
      crop: r.crop,
      amountPaise: r.amount_paise,
      recoveredPaise: r.recovered_paise,
      reason: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    items: found.map((r) => ({
      id: r.id,
      farmerId: r.farmer_id,
      farmerName: r.farmer_name,
      farmerPhone: r.farmer_phone,
      orderNumber: r.order_number,
      crop: r.crop,
      amountPaise: r.amount_paise,
      mode: r.mode,
      state: r.state,
      releasedAt: iso(r.released_at),
      settledAt: iso(r.settled_at),
      settlementRef: r.settlement_ref,
      heldUntil:
        heldUntil(r.changed_at ? new Date(r.changed_at) : null, holdMs)?.toISOString() ?? null,
      payTo: {
        upiVpa: r.upi_vpa,
        bankLast4: r.bank_account_last4,
        bankIfsc: r.bank_ifsc,
        accountHolder: r.account_holder,
        linkedAccountId: r.linked_account_id,
      },
    })),
    totals: Object.fromEntries(totals.map((t) => [t.state, { count: t.count, paise: t.paise }])),
  }
}

/**
 * Marks these payout lines paid with one bank reference, in one transaction: the ones that are
 * released manual payouts of a farmer whose details did not just change; the others come back with
 * why. Each settled line has its payment event (settlePayout) and audit row; each farmer is told
 * once, with the total paid to them.
 */
export async function settlePayouts(
  app: FastifyInstance,
  request: FastifyRequest,
  input: SettlePayoutsInput,
): Promise<SettlePayoutsResult> {
  const holdMs = app.env.PAYOUT_HOLD_AFTER_CHANGE
  const ids = [...new Set(input.ids)]
  return app.database.db.transaction(async (tx) => {
    const before = await rows<{
      id: string
      farmer_id: string
      amount_paise: number
      mode: string
      state: string
    }>(
      tx,
      sql`select id::text, farmer_id, amount_paise, mode, state from payouts
           where id in (${sql.join(
             ids.map((id) => sql`${id}::uuid`),
             sql`, `,
           )}) for update`,
    )
    const byId = new Map(before.map((r) => [r.id, r]))
    const refused: SettlePayoutsResult['refused'] = []
    const paidTo = new Map<string, { paise: number; lines: number }>()
    for (const id of ids) {
      const row = byId.get(id)
      if (!row) refused.push({ id, reason: 'unknown' })
      else if (row.mode !== 'manual') refused.push({ id, reason: 'not_manual' })
      else if (row.state !== 'released') refused.push({ id, reason: 'not_released' })
      else if (!(await settlePayout(tx, id, input.reference, holdMs)))
        refused.push({ id, reason: 'details_changed' })
      else {
        const sum = paidTo.get(row.farmer_id) ?? { paise: 0, lines: 0 }
        paidTo.set(row.farmer_id, { paise: sum.paise + row.amount_paise, lines: sum.lines + 1 })
        await recordAudit(tx, {
          actor: { id: currentUser(request).id, role: 'operator' },
          action: 'payout.settle',
          target: { type: 'payout', id },
          before: { state: 'released' },
          after: { state: 'settled', reference: input.reference, amountPaise: row.amount_paise },
          request: auditRequest(request),
        })
      }
    }
    // What a farmer owes back for earlier refunds is taken from these payouts: the bank pays the rest.
    let recoveredPaise = 0
    for (const [farmerId, paid] of paidTo) {
      const taken = await recoverFromSettlement(tx, farmerId, paid.paise, input.reference)
      if (taken === 0) continue
      recoveredPaise += taken
      paidTo.set(farmerId, { ...paid, paise: paid.paise - taken })
      await recordAudit(tx, {
        actor: { id: currentUser(request).id, role: 'operator' },
        action: 'payout.recovered',
        target: { type: 'farmer', id: farmerId },
        before: { grossPaise: paid.paise },
        after: { recoveredPaise: taken, paidPaise: paid.paise - taken, reference: input.reference },
        request: auditRequest(request),
      })
    }
    for (const [farmerId, paid] of paidTo) {
      await enqueue(
        tx,
        {
          userId: farmerId,
          kind: 'payoutSettled',
          data: {
            amount: formatPaise(paid.paise, 'en'),
            lines: paid.lines,
            reference: input.reference,
          },
          eventKey: `payoutSettled:${farmerId}:${input.reference}`,
        },
        request.log,
      )
    }
    let paise = 0
    for (const p of paidTo.values()) paise += p.paise
    return { settled: ids.length - refused.length, paise, recoveredPaise, refused }
  })
}

const CSV_HEADER = [
  'Payout ID',
  'Beneficiary name',
  'Account number',
  'IFSC',
  'UPI ID',
  'Amount (INR)',
  'Order',
  'Crop',
  'Farmer phone',
  'Recovered (INR)',
] as const

/**
 * The released manual payouts that may be paid now (not those of a farmer whose details just
 * changed), one row each, for a bank's bulk-transfer upload; amounts in rupees with two decimals.
 * The export is recorded in the audit trail: it carries full account numbers.
 */
export async function duePayoutsCsv(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ csv: string; count: number }> {
  // Without the key no account number can be read (loadEnv always sets one; a bare test app may not).
  if (!app.env.payoutEncryptionKey) throw new HttpError('unavailable')
  const ready = (
    await duePayouts(app.database.db, {
      cipher: payoutCipherFor(app.env),
      holdMs: app.env.PAYOUT_HOLD_AFTER_CHANGE,
    })
  ).filter((p) => p.heldUntil === null)
  // Each row's amount is what the bank pays: the payout less what the farmer still owes back
  // (the same rows, in the same order, as a settlement of them takes it).
  const due = netOfRecoveries(
    ready,
    await owedByFarmer(app.database.db, [...new Set(ready.map((p) => p.farmerId))]),
  )
  const phones = await rows<{ id: string; phone: string | null; holder: string | null }>(
    app.database.db,
    sql`select u.id, u.phone, a.account_holder as holder
          from users u left join payout_accounts a on a.farmer_id = u.id
         where u.id in (${sql.join(
           [...new Set(due.map((p) => p.farmerId)), ''].map((id) => sql`${id}`),
           sql`, `,
         )})`,
  )
  const of = new Map(phones.map((p) => [p.id, p]))
  const csv = toCsv([
    [...CSV_HEADER],
    ...due.map((p) => [
      p.id,
      of.get(p.farmerId)?.holder ?? p.farmer,
      p.bankAccountNumber ?? '',
      p.bankIfsc ?? '',
      p.upiVpa ?? '',
      (p.netPaise / 100).toFixed(2),
      p.orderNumber,
      p.crop,
      of.get(p.farmerId)?.phone ?? '',
      (p.recoveredPaise / 100).toFixed(2),
    ]),
  ])
  await recordAudit(app.database.db, {
    actor: { id: currentUser(request).id, role: 'operator' },
    action: 'payouts.export',
    target: { type: 'payouts', id: 'due' },
    before: null,
    after: {
      rows: due.length,
      paise: due.reduce((s, p) => s + p.netPaise, 0),
      recoveredPaise: due.reduce((s, p) => s + p.recoveredPaise, 0),
    },
    request: auditRequest(request),
  })
  return { csv, count: due.length }
}
