import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { manualRefunds } from '#server/db/schema/index.ts'
import { runDisputes, type DisputesAction } from '#server/features/deliveries/disputes-command.ts'
import {
  advance,
  buyer,
  clock,
  db,
  HOUR,
  inTransit,
  move,
  paidLine,
  placeLine,
  t,
  useDeliveriesApp,
} from '#server/features/deliveries/deliveries.test-support.ts'
import { listManualRefunds } from '#server/features/payments/manual-refunds.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'

// `npm run disputes`: after the problems, `--list` names the Cash-on-Delivery refunds FarmTrek
// still owes and pays by hand (manual_refunds, read as the console's Payouts tab reads them), and
// says where they are marked paid; resolving a COD line with a refund says it is paid by hand.

useDeliveriesApp()

const DAY = 24 * HOUR

/** Runs the command as cli/disputes.ts does, at the tests' clock; answers its status and lines. */
async function disputes(action: DisputesAction) {
  const out: string[] = []
  const err: string[] = []
  const status = await runDisputes(
    db(),
    action,
    (l) => out.push(l),
    (l) => err.push(l),
    { dueManualRefunds: (d) => listManualRefunds(d, 'due'), now: clock.now },
  )
  return { status, out, err }
}

/** A delivered line (`kg` at ₹60/kg) whose buyer reported short weight: the problem's id. */
async function reportedLine(kg: number, payment: 'COD' | 'Card') {
  let lineId: string
  let scId: string
  let number: string
  if (payment === 'COD') {
    const order = await placeLine(kg, buyer, 'COD')
    lineId = order.lines[0]!.id
    scId = order.lines[0]!.supplyChainOrderId
    number = order.number
  } else {
    ;({ lineId, scId, number } = await paidLine(kg))
  }
  await inTransit(scId)
  const done = await move(scId, { status: 'Delivered', code: deliveryCodeFor(lineId) })
  expect(done.statusCode, done.body).toBe(200)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${lineId}/problem`,
    headers: { cookie: buyer.cookie },
    payload: { kind: 'short_weight', shortKg: 1 },
  })
  expect(res.statusCode, res.body).toBe(201)
  return { problemId: res.json<{ id: string }>().id, lineId, number }
}

const HINT =
  'Pay each by UPI or bank transfer, then mark it paid with the UTR in the operator console (Payouts tab, "Refunds to pay by hand").'

describe('npm run disputes -- --list: the refunds to pay by hand', () => {
  it('says none is due when none is, and gives no hint', async () => {
    const { status, out } = await disputes({ list: true, all: false })
    expect(status).toBe(0)
    expect(out).toEqual(['No open problems.', '', 'Refunds to pay by hand: none due.'])
  })

  it('lists each COD refund still due (order, rupees, age in days), oldest first, and where to mark it paid', async () => {
    const first = await reportedLine(5, 'COD') // ₹300.00
    const second = await reportedLine(2, 'COD') // ₹120.00
    const online = await reportedLine(1, 'Card') // ₹60.00, refunded through the gateway

    // Open problems first, then the refunds: none due yet.
    const before = await disputes({ list: true, all: false })
    expect(before.out.join('\n')).toContain(first.problemId)
    expect(before.out.slice(-1)).toEqual(['Refunds to pay by hand: none due.'])

    const resolved = await disputes({ resolve: first.problemId, refundPaise: 60_00 })
    expect(resolved.status).toBe(0)
    expect(resolved.out).toEqual([
      `Problem ${first.problemId} resolved: ₹60.00 to refund. The order was paid in cash on delivery, so the refund must be paid by hand (the farmer's next payouts repay it); it appears under "Refunds to pay by hand" (npm run disputes -- --list).`,
      HINT,
    ])
    advance(2 * DAY)
    expect((await disputes({ resolve: second.problemId, refundPaise: 120_00 })).out[0]).toMatch(
      /₹120.00 to refund\. .* must be paid by hand/,
    )
    const queued = await disputes({ resolve: online.problemId, refundPaise: 60_00 })
    expect(queued.out[0]).toMatch(/₹60.00 refund queued/)
    expect(queued.out).not.toContain(HINT)

    advance(DAY + 5 * HOUR)
    const list = await disputes({ list: true, all: false })
    expect(list.status).toBe(0)
    const at = list.out.indexOf('Refunds to pay by hand: 2, ₹180.00 in all.')
    expect(at).toBeGreaterThan(0)
    expect(list.out.slice(at + 1)).toEqual([
      `    ${first.number}  ₹60.00  3 days old`,
      `    ${second.number}  ₹120.00  1 day old`,
      HINT,
    ])
    expect(list.out.join('\n')).not.toContain(online.number)

    // Marked paid (the console, with the UTR): no longer due; --all lists the same refunds.
    await db()
      .update(manualRefunds)
      .set({ state: 'paid', utr: 'UTR20261124A1', paidAt: clock.now, paidBy: 'test' })
      .where(eq(manualRefunds.problemId, first.problemId))
    const all = await disputes({ list: true, all: true })
    expect(all.out.slice(all.out.indexOf('Refunds to pay by hand: 1, ₹120.00 in all.'))).toEqual([
      'Refunds to pay by hand: 1, ₹120.00 in all.',
      `    ${second.number}  ₹120.00  1 day old`,
      HINT,
    ])
    await db()
      .update(manualRefunds)
      .set({ state: 'paid', utr: 'UTR20261124B2', paidAt: clock.now, paidBy: 'test' })
      .where(eq(manualRefunds.problemId, second.problemId))
    expect((await disputes({ list: true, all: false })).out.slice(-2)).toEqual([
      '',
      'Refunds to pay by hand: none due.',
    ])
  })
})
