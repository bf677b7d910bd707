// `npm run db:migrate`: applies the committed migrations in drizzle/ (the server also does this at start).
import { cliArgs } from './args.ts'
import { openForCli } from './open.ts'

cliArgs(
  { args: process.argv.slice(2), options: {} },
  'Usage: npm run db:migrate\n  Applies the migrations in drizzle/ to DATABASE_URL, or to the database in DATA_DIR.',
)

const { env, database } = await openForCli()
console.log(
  `Migrations applied (${database.kind} database${env.DATABASE_URL ? '' : ` in ${env.DATA_DIR}`}).`,
)
await database.close()
