import { formatPaise } from '#core/money/money.ts'
import type { AdminManualRefundList } from '#core/payments/manual-refunds.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { listProblems, resolveProblem } from './problem-resolution.ts'

/**
 * What `npm run disputes` does, apart from reading its command line and opening the database
 * (cli/disputes.ts): lists problems and the refunds still to pay by hand, or resolves a problem by
 * a refund or a release. Returns the exit status; prints through `out` and `err` so tests read them.
 */
export type DisputesAction =
  { list: true; all: boolean } | { resolve: string; refundPaise: number } | { release: string }

export interface DisputesDeps {
  /**
   * The manual refunds still due, oldest first (features/payments' listManualRefunds(db, 'due'),
   * what the console's "Refunds to pay by hand" shows; passed in: a feature imports no other).
   */
  dueManualRefunds: (db: Executor) => Promise<AdminManualRefundList>
  now?: Date
}

const DAY = 86_400_000

/** Where an operator marks a refund paid by hand (its POST needs a fresh authenticator code). */
const PAY_BY_HAND_HINT =
  'Pay each by UPI or bank transfer, then mark it paid with the UTR in the operator console (Payouts tab, "Refunds to pay by hand").'

export async function runDisputes(
  db: Db,
  action: DisputesAction,
  out: (line: string) => void,
  err: (line: string) => void,
  { dueManualRefunds, now = new Date() }: DisputesDeps,
): Promise<number> {
  if ('list' in action) {
    await listDisputes(db, action.all, out)
    await listRefundsByHand(db, dueManualRefunds, now, out)
    return 0
  }
  try {
    const id = 'resolve' in action ? action.resolve : action.release
    const how =
      'resolve' in action ? { refundPaise: action.refundPaise } : { release: true as const }
    const { problem, refundId, manualRefundId } = await resolveProblem(db, id, how, null, now)
    if (problem.state === 'released') {
      out(`Problem ${id} resolved: the payout is released to the farmer.`)
    } else if (refundId) {
      out(
        `Problem ${id} resolved: ${formatPaise(problem.refundPaise ?? 0)} refund queued (${refundId}); a running server sends it to the gateway.`,
      )
    } else if (manualRefundId) {
      out(
        `Problem ${id} resolved: ${formatPaise(problem.refundPaise ?? 0)} to refund. The order was paid in cash on delivery, so the refund must be paid by hand (the farmer's next payouts repay it); it appears under "Refunds to pay by hand" (npm run disputes -- --list).`,
      )
      out(PAY_BY_HAND_HINT)
    } else {
      out(
        `Problem ${id} resolved: ${formatPaise(problem.refundPaise ?? 0)} to refund. The order was not paid online: pay it back by hand.`,
      )
    }
    return 0
  } catch (e) {
    if (e instanceof HttpError) {
      err(e.message)
      return 1
    }
    throw e
  }
}

async function listDisputes(db: Db, all: boolean, out: (line: string) => void) {
  const items = await listProblems(db, { openOnly: !all })
  if (items.length === 0) {
    out(all ? 'No problems reported.' : 'No open problems.')
    return
  }
  for (const p of items) {
    out(
      [
        p.id,
        p.createdAt.slice(0, 16).replace('T', ' '),
        p.state,
        p.orderNumber,
        `${p.quantityKg} kg ${p.crop}`,
        formatPaise(p.linePaise),
        p.kind + (p.shortKg ? ` (${p.shortKg} kg short)` : ''),
      ].join('  '),
    )
    if (p.note) out(`    buyer: ${p.note}`)
    if (p.answer) out(`    farmer: ${p.answer}`)
    if (p.refundPaise !== null) out(`    refunded ${formatPaise(p.refundPaise)}`)
  }
}

/** The Cash-on-Delivery refunds FarmTrek still owes, oldest first: order, amount, age in days. */
async function listRefundsByHand(
  db: Db,
  dueManualRefunds: DisputesDeps['dueManualRefunds'],
  now: Date,
  out: (line: string) => void,
) {
  const { items, totals } = await dueManualRefunds(db)
  const due = totals.due ?? { count: items.length, paise: 0 }
  out('')
  if (due.count === 0) {
    out('Refunds to pay by hand: none due.')
    return
  }
  out(`Refunds to pay by hand: ${due.count}, ${formatPaise(due.paise)} in all.`)
  for (const r of items) {
    const days = Math.max(0, Math.floor((now.getTime() - Date.parse(r.createdAt)) / DAY))
    const age = `${days} ${days === 1 ? 'day' : 'days'} old`
    out(`    ${[r.orderNumber, formatPaise(r.amountPaise), age].join('  ')}`)
  }
  if (due.count > items.length) out(`    … and ${due.count - items.length} more`)
  out(PAY_BY_HAND_HINT)
}
