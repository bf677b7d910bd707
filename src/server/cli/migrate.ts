// `npm run db:migrate`: applies the committed migrations in drizzle/ (the server also does this at start).
import { openForCli } from './open.ts'

const { env, database } = await openForCli()
console.log(
  `Migrations applied (${database.kind} database${env.DATABASE_URL ? '' : ` in ${env.DATA_DIR}`}).`,
)
await database.close()
