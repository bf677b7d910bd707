// `npm run backup -- --out PATH`: a backup of the database the server uses (DATABASE_URL: a
// pg_dump file; otherwise DATA_DIR's embedded database and files, as a directory). On the embedded
// database stop the server first: one process owns a PGlite directory.
import { EnvError, loadEnv } from '#server/env.ts'
import { cliArgs } from './args.ts'
import { backup, BackupError } from './backup-restore.ts'

const USAGE = `Usage: npm run backup -- --out PATH
Backs up the database the server uses: with DATABASE_URL a pg_dump file (custom format) at PATH,
otherwise the embedded database and the files of DATA_DIR into the new directory PATH.
Restore with npm run restore (docs/operations.md).`

async function main() {
  const { values } = cliArgs(
    { args: process.argv.slice(2), options: { out: { type: 'string' } } },
    USAGE,
  )
  try {
    if (!values.out) throw new BackupError(USAGE)
    const env = loadEnv()
    const started = Date.now()
    const written = await backup(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
      values.out,
    )
    console.log(`Backup written to ${written} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  } catch (err) {
    if (err instanceof BackupError || err instanceof EnvError) console.error(err.message)
    else console.error('The backup failed.', err)
    process.exitCode = 1
  }
}

await main()
