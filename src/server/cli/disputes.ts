// `npm run disputes -- --list [--all] | --resolve ID --refund PAISE | --release ID`: problems
// buyers reported with deliveries, and their resolution by an operator: a refund of all or part of
// the line (once), or the payout released to the farmer. Both sides are told through the outbox.
// A Cash-on-Delivery line's refund is paid by hand: --list ends with those still due, which
// operators mark paid with the UTR in the console (Payouts tab, "Refunds to pay by hand").
// Uses the server's configuration; on the embedded database, stop the server first.
import { EnvError } from '#server/env.ts'
import { runDisputes, type DisputesAction } from '#server/features/deliveries/disputes-command.ts'
import { listManualRefunds } from '#server/features/payments/manual-refunds.ts'
import { readArgs, USAGE_EXIT } from './args.ts'
import { openForCli } from './open.ts'

const USAGE = `Usage: npm run disputes -- --list [--all] | --resolve ID --refund PAISE | --release ID
  --list                    open problems, oldest first (--all: resolved ones too), then the
                            Cash-on-Delivery refunds still to pay by hand
  --resolve ID --refund P   refund P paise of the line to the buyer (all of it or part; once);
                            the rest of the payout is released to the farmer (a Cash-on-Delivery
                            line's refund is paid by hand: "Refunds to pay by hand")
  --release ID              release the payout to the farmer, nothing refunded`

function actionOf(values: {
  list?: boolean
  all?: boolean
  resolve?: string
  refund?: string
  release?: string
}): DisputesAction | string {
  const chosen = [values.list, values.resolve, values.release].filter(Boolean).length
  if (chosen !== 1) return 'Choose one of --list, --resolve ID --refund PAISE or --release ID.'
  if (values.list) return { list: true, all: values.all ?? false }
  if (values.release) return { release: values.release }
  const paise = Number(values.refund)
  if (!values.refund || !Number.isInteger(paise) || paise < 1) {
    return '--resolve needs --refund PAISE, a whole number of paise (₹90.00 is 9000).'
  }
  return { resolve: values.resolve ?? '', refundPaise: paise }
}

async function main(): Promise<number> {
  const read = readArgs(
    {
      args: process.argv.slice(2),
      options: {
        list: { type: 'boolean' },
        all: { type: 'boolean' },
        resolve: { type: 'string' },
        refund: { type: 'string' },
        release: { type: 'string' },
      },
    },
    USAGE,
  )
  if ('exit' in read) {
    if (read.exit === 0) console.log(read.message)
    else console.error(read.message)
    return read.exit
  }
  const action = actionOf(read.values)
  if (typeof action === 'string') {
    console.error(`${action}\n${USAGE}`)
    return USAGE_EXIT
  }
  const { database } = await openForCli()
  try {
    return await runDisputes(
      database.db,
      action,
      (l) => console.log(l),
      (l) => console.error(l),
      { dueManualRefunds: (db) => listManualRefunds(db, 'due') },
    )
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof EnvError ? err.message : err)
    process.exit(1)
  },
)
