import { buildApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { runMigrations } from './db/migrate.ts'
import { EnvError, loadEnv } from './env.ts'
import { runStartupTasks } from './startup.ts'
import { stopTracing } from './telemetry/tracing.ts'

/**
 * Starts a FarmTrek server: env, database, migrations, start-up data, then listen. (Loaded by
 * main.ts once tracing, if set, has started.)
 */
async function main() {
  const started = performance.now()
  let env
  try {
    env = loadEnv()
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    readUrl: env.DATABASE_READ_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onError: (err) => console.error(`database connection error: ${err.message}`),
  })
  await runMigrations(database)
  const app = await buildApp({ env, database })
  const stopTasks = await runStartupTasks(app)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 15_000)
    force.unref()
    try {
      await app.close() // stops accepting, finishes in-flight requests, runs onClose hooks
      await stopTasks()
      await database.close()
      await stopTracing() // the spans still buffered
    } catch (err) {
      app.log.error({ err }, 'error while shutting down')
      process.exitCode = 1
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: env.PORT, host: env.HOST })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const ms = Math.round(performance.now() - started)
  console.log(`FarmTrek is ready at http://localhost:${port} (${database.kind} database, ${ms} ms)`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
