// `npm run outbox -- [--failed | --suppressed] [--retry ID] [--limit N]`: the recent notification
// messages with their attempts (and, for one the SMS budget stopped, why), and retrying one. Uses the server's configuration (DATABASE_URL or
// DATA_DIR). On the embedded database, stop the server first: one process owns a PGlite directory.
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { EnvError, parseEnv } from '#server/env.ts'
import { listRecent, retryMessage } from '#server/features/notifications/outbox.repo.ts'
import { readArgs } from './args.ts'

const USAGE = `Usage: npm run outbox -- [--failed | --suppressed] [--retry ID] [--limit N]
  (no option)  the most recent messages with their attempts
  --failed     only messages that failed for good
  --suppressed only messages the SMS budget or the made-up account rule stopped (never sent)
  --retry ID   make message ID due again with a fresh set of attempts
  --limit N    how many messages to list (default 20)`

function time(value: Date | string | null): string {
  return value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : '—'
}

async function main(): Promise<number> {
  const read = readArgs(
    {
      args: process.argv.slice(2),
      options: {
        failed: { type: 'boolean', default: false },
        suppressed: { type: 'boolean', default: false },
        retry: { type: 'string' },
        limit: { type: 'string', default: '20' },
      },
    },
    USAGE,
  )
  if ('exit' in read) {
    if (read.exit === 0) console.log(read.message)
    else console.error(read.message)
    return read.exit
  }
  const args = read.values
  const limit = Number(args.limit)
  const retryId = args.retry === undefined ? undefined : Number(args.retry)
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    console.error('--limit must be a whole number from 1 to 1000.')
    return 2
  }
  if (retryId !== undefined && (!Number.isInteger(retryId) || retryId < 1)) {
    console.error('--retry needs a message id (a whole number), e.g. --retry 42.')
    return 2
  }

  const env = parseEnv()
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await runMigrations(database)
    if (retryId !== undefined) {
      const result = await retryMessage(database.db, retryId)
      if (!result) {
        console.error(`No message ${retryId} to retry (it does not exist, or it was sent).`)
        return 1
      }
      console.log(
        result.status === 'pending'
          ? `Message ${retryId} is due again; a running worker sends it within seconds.`
          : result.status === 'suppressed'
            ? `Message ${retryId} was held back (suppressed); it is never sent.`
            : `Message ${retryId} has no recipient; it stays skipped.`,
      )
      return 0
    }
    const status = args.failed ? 'failed' : args.suppressed ? 'suppressed' : undefined
    const rows = await listRecent(database.db, { limit, status })
    if (rows.length === 0) {
      console.log(status ? `No ${status} messages.` : 'No messages yet.')
      return 0
    }
    for (const row of rows) {
      console.log(
        [
          `#${row.id}`,
          time(row.createdAt),
          row.channel,
          row.status,
          `${row.attempts} attempt${row.attempts === 1 ? '' : 's'}`,
          row.kind,
          row.recipient || '(no recipient)',
          row.status === 'sent'
            ? `sent ${time(row.sentAt)}`
            : row.status === 'pending'
              ? `next ${time(row.nextAttemptAt)}`
              : '',
        ]
          .filter(Boolean)
          .join('  '),
      )
      if (row.lastError && row.status !== 'sent') console.log(`    last error: ${row.lastError}`)
      for (const a of row.attemptList) {
        console.log(
          `    ${time(a.at)}  ${a.provider}  ${a.outcome}  ${a.durationMs} ms${a.error ? `  ${a.error}` : ''}`,
        )
      }
    }
    return 0
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
