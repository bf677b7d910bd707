// `npm run payments:reconcile -- [--days N] [--payouts] [--settle ID --ref UTR]`: compares
// FarmTrek's payments with Razorpay's and lists the differences (exit 1 when there are any); lists
// the manual payout ledger; marks a manual payout paid. Uses the server's configuration. On the
// embedded database, stop the server first: one process owns a PGlite directory.
import { duePayouts, reconcile, settlePayout } from '#server/features/payments/reconcile.ts'
import { owedByFarmer } from '#server/services/payout-recovery.ts'
import { gatewayFor } from '#server/features/payments/payments.routes.ts'
import { payoutCipherFor } from '#server/features/payments/payout-crypto.ts'
import { cliArgs } from './args.ts'
import { openForCli } from './open.ts'
import { formatPaise } from '#core/money/money.ts'

const USAGE = `Usage: npm run payments:reconcile -- [--days N] [--payouts] [--settle ID --ref UTR]
  (no option)        compare the last 7 days of payments with Razorpay's; exit 1 on a difference
  --days N           how many days back to compare (1 to 90)
  --payouts          the payout ledger: manual payouts released on delivery, not yet paid out
  --settle ID --ref UTR
                     record that manual payout ID was paid (UTR or UPI reference)`

const rupees = (paise: number | null) => (paise === null ? '—' : formatPaise(paise))

async function main(): Promise<number> {
  const { values: args } = cliArgs(
    {
      args: process.argv.slice(2),
      options: {
        days: { type: 'string', default: '7' },
        payouts: { type: 'boolean', default: false },
        settle: { type: 'string' },
        ref: { type: 'string' },
      },
    },
    USAGE,
  )
  const days = Number(args.days)
  if (!Number.isInteger(days) || days < 1 || days > 90) {
    console.error('--days must be a whole number from 1 to 90.')
    return 2
  }
  if (args.settle !== undefined && !args.ref?.trim()) {
    console.error('--settle needs --ref with the transfer reference (UTR or UPI reference).')
    return 2
  }
  const { env, database } = await openForCli()
  try {
    if (args.settle !== undefined) {
      const ok = await settlePayout(
        database.db,
        args.settle,
        String(args.ref).trim(),
        env.PAYOUT_HOLD_AFTER_CHANGE,
      )
      console.log(
        ok
          ? `Payout ${args.settle} settled.`
          : `No released manual payout ${args.settle} that may be paid now (see --payouts: a farmer who changed their payout details is held).`,
      )
      return ok ? 0 : 1
    }
    if (args.payouts) {
      const due = await duePayouts(database.db, {
        cipher: payoutCipherFor(env),
        holdMs: env.PAYOUT_HOLD_AFTER_CHANGE,
      })
      if (due.length === 0) console.log('No payouts are due.')
      for (const p of due) {
        const to =
          p.upiVpa ??
          (p.bankAccountNumber ? `${p.bankAccountNumber} ${p.bankIfsc ?? ''}` : 'no payout details')
        const held = p.heldUntil
          ? `  HELD until ${p.heldUntil.toISOString()}: payout details just changed, do not pay yet`
          : ''
        console.log(
          `${p.id}  ${rupees(p.amountPaise)}  ${p.farmer}  ${to}  ${p.orderNumber} ${p.crop}${held}`,
        )
      }
      // What farmers owe back for refunds made after their payouts: the console's due file and
      // settlement take it from their next payouts; --settle here pays a row in full.
      const owed = await owedByFarmer(database.db)
      for (const [farmerId, paise] of owed) {
        console.log(
          `OWED BACK  ${rupees(paise)}  farmer ${farmerId}: take it from their next payouts`,
        )
      }
      return 0
    }
    const gateway = gatewayFor(env)
    if (!gateway) {
      console.error('PAYMENT_PROVIDER is not razorpay: there is nothing to reconcile.')
      return 2
    }
    const to = new Date()
    const from = new Date(to.getTime() - days * 86_400_000)
    const report = await reconcile(database.db, gateway, { from, to })
    console.log(
      `${report.gatewayPayments} captured payments at Razorpay, ${report.ourPayments} online payments in FarmTrek, ${from.toISOString().slice(0, 10)} to ${to.toISOString().slice(0, 10)}.`,
    )
    if (report.differences.length === 0) {
      console.log('No differences.')
      return 0
    }
    console.log(`${report.differences.length} difference(s):`)
    for (const d of report.differences) {
      console.log(
        `  ${d.kind}: ${d.orderNumber ?? '—'} ${d.providerOrderId ?? '—'} ${d.providerPaymentId ?? '—'} ours ${rupees(d.oursPaise)} theirs ${rupees(d.theirsPaise)}. ${d.note}`,
      )
    }
    return 1
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
