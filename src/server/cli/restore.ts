// `npm run restore -- --from PATH --to postgres://…/new_database | --to-dir DIR`: a backup made by
// `npm run backup` restored into a new PostgreSQL database or a new, empty DATA_DIR. Then start the
// server on it (DATABASE_URL or DATA_DIR) and check it (docs/operations.md).
import { cliArgs } from './args.ts'
import { BackupError, restore } from './backup-restore.ts'

const USAGE = `Usage: npm run restore -- --from PATH (--to postgres://user@host:5432/new_database | --to-dir DIR)
Restores a backup made by npm run backup:
  --from PATH   the backup (a pg_dump file, or the embedded database's backup directory)
  --to URL      a new PostgreSQL database (created if missing; one with tables is refused)
  --to-dir DIR  a new, empty data directory for the embedded database`

async function main() {
  const { values } = cliArgs(
    {
      args: process.argv.slice(2),
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        'to-dir': { type: 'string' },
      },
    },
    USAGE,
  )
  try {
    const { from, to } = values
    const toDir = values['to-dir']
    if (!from || (!to && !toDir) || (to && toDir)) throw new BackupError(USAGE)
    if (to && !/^postgres(ql)?:\/\//.test(to)) throw new BackupError(USAGE)
    const started = Date.now()
    await restore(from, to ? { url: to } : { dataDir: toDir ?? '' })
    console.log(
      `Restored ${from} into ${to ? to.replace(/\/\/[^@]*@/, '//…@') : toDir} in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
        `Start a server on it (${to ? 'DATABASE_URL' : 'DATA_DIR'}) and check the orders before sending anyone to it.`,
    )
  } catch (err) {
    if (err instanceof BackupError) console.error(err.message)
    else console.error('The restore failed.', err)
    process.exitCode = 1
  }
}

await main()
