import { formatPaise } from '#core/money/money.ts'
import type { Db } from '#server/db/client.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { listProblems, resolveProblem } from './problem-resolution.ts'

/**
 * What `npm run disputes` does, apart from reading its command line and opening the database
 * (cli/disputes.ts): lists problems, or resolves one by a refund or a release. Returns the exit
 * status; prints through `out` and `err` so tests read them.
 */
export type DisputesAction =
  { list: true; all: boolean } | { resolve: string; refundPaise: number } | { release: string }

export async function runDisputes(
  db: Db,
  action: DisputesAction,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if ('list' in action) {
    const items = await listProblems(db, { openOnly: !action.all })
    if (items.length === 0) {
      out(action.all ? 'No problems reported.' : 'No open problems.')
      return 0
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
    return 0
  }
  try {
    const id = 'resolve' in action ? action.resolve : action.release
    const how =
      'resolve' in action ? { refundPaise: action.refundPaise } : { release: true as const }
    const { problem, refundId } = await resolveProblem(db, id, how, null)
    if (problem.state === 'released') {
      out(`Problem ${id} resolved: the payout is released to the farmer.`)
    } else if (refundId) {
      out(
        `Problem ${id} resolved: ${formatPaise(problem.refundPaise ?? 0)} refund queued (${refundId}); a running server sends it to the gateway.`,
      )
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
