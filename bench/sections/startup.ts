import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Context } from '../lib/context.ts'
import { createTempDb, type TempDb } from '../lib/pg.ts'
import {
  BENCH_LOG_LEVEL,
  cleanEnv,
  freePort,
  READY_LINE,
  ROOT,
  shellEnv,
  spawnUntilReady,
  stopChild,
} from '../lib/proc.ts'
import { statusOf, table } from '../lib/report.ts'
import { fmt, median } from '../lib/stats.ts'

const RUNS = 3
const EXISTING_BUDGET_MS = 2000

/** `npm start` (or `node scripts/start.mjs`) until its ready line; wall time and the server's own figure. */
async function timeStart(
  ctx: Context,
  dataDir: string,
  databaseUrl: string | undefined,
  label: string,
  viaNpm = true,
) {
  const { dir: clientDist } = await ctx.builtClient()
  const port = await freePort()
  const s = await spawnUntilReady({
    command: viaNpm ? 'npm' : process.execPath,
    args: viaNpm ? ['start'] : [path.join(ROOT, 'scripts/start.mjs')],
    env: cleanEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST: clientDist,
      LOG_LEVEL: BENCH_LOG_LEVEL,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    logFile: path.join(ctx.workDir, 'startup', `${label}.log`),
    ready: READY_LINE,
    detached: true,
  })
  await stopChild(s.child, true)
  const own = /\((\w+) database, (\d+) ms\)/.exec(s.readyLine)
  return { ms: s.readyMs, serverMs: own ? Number(own[2]) : Number.NaN }
}

export async function startup(ctx: Context): Promise<string[]> {
  const cmd = ctx.commandFor('startup')
  const rows: string[][] = []
  for (const kind of ctx.dbs) {
    const dbs: TempDb[] = []
    try {
      const fresh = async (i: number) => {
        const dir = ctx.dir(`startup/${kind}-new-${i}`)
        let url: string | undefined
        if (kind === 'postgres') {
          const db = await createTempDb()
          dbs.push(db)
          url = db.url
        }
        return { dir, url }
      }
      const news: Array<{ ms: number; serverMs: number }> = []
      const existing: Array<{ ms: number; serverMs: number }> = []
      const direct: Array<{ ms: number; serverMs: number }> = []
      const first = await fresh(0)
      news.push(await timeStart(ctx, first.dir, first.url, `${kind}-new-0`))
      for (let i = 0; i < RUNS; i++)
        existing.push(await timeStart(ctx, first.dir, first.url, `${kind}-existing-${i}`))
      for (let i = 0; i < RUNS; i++)
        direct.push(await timeStart(ctx, first.dir, first.url, `${kind}-direct-${i}`, false))
      for (let i = 1; i < RUNS; i++) {
        const f = await fresh(i)
        news.push(await timeStart(ctx, f.dir, f.url, `${kind}-new-${i}`))
      }
      const label = kind === 'postgres' ? 'database' : 'data directory'
      rows.push([
        kind,
        `existing ${label}`,
        fmt(median(existing.map((r) => r.ms))),
        fmt(median(existing.map((r) => r.serverMs))),
        existing.map((r) => fmt(r.ms)).join(', '),
      ])
      rows.push([
        kind,
        `existing ${label}, \`node scripts/start.mjs\` (no npm)`,
        fmt(median(direct.map((r) => r.ms))),
        fmt(median(direct.map((r) => r.serverMs))),
        direct.map((r) => fmt(r.ms)).join(', '),
      ])
      rows.push([
        kind,
        `new ${label}`,
        fmt(median(news.map((r) => r.ms))),
        fmt(median(news.map((r) => r.serverMs))),
        news.map((r) => fmt(r.ms)).join(', '),
      ])
      const ex = median(existing.map((r) => r.ms))
      ctx.report.budget({
        area: `start-up, existing ${label} (${kind})`,
        budget: `≤ ${fmt(EXISTING_BUDGET_MS)} ms`,
        measured: `${fmt(ex)} ms (median of ${RUNS})`,
        status: statusOf(ex <= EXISTING_BUDGET_MS),
        command: cmd,
      })
      ctx.report.budget({
        area: `start-up, new ${label} (${kind})`,
        budget: 'report',
        measured: `${fmt(median(news.map((r) => r.ms)))} ms (median of ${RUNS}, shipped data loaded)`,
        status: 'report',
        command: cmd,
      })
    } catch (err) {
      rows.push([kind, `failed: ${(err as Error).message.split('\n')[0]}`, '', '', ''])
    } finally {
      for (const db of dbs) await db.drop().catch(() => {})
    }
  }
  // Where the time before main() goes: module loading, measured in fresh processes.
  const imports: Array<Record<string, number>> = []
  for (let i = 0; i < RUNS; i++) {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/import-times.ts')],
      { cwd: ROOT, encoding: 'utf8', env: shellEnv() },
    )
    try {
      imports.push(JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>)
    } catch {
      // reported below as missing
    }
  }
  const keys = Object.keys(imports[0] ?? {})
  return [
    `Wall time from spawning \`npm start\` (npm, then \`node scripts/start.mjs\`, client already built) to its ` +
      `"FarmTrek is ready at" line; "server's own" is the figure in that line (from main() to listening). New = an empty ` +
      `data directory (embedded) or an empty database (PostgreSQL), so it includes creating the database, the migrations ` +
      `and loading the shipped market data (LOAD_MARKET_DATA default). Medians of ${RUNS}. Command: \`${cmd}\`.`,
    '',
    table(['database', 'start', 'wall ms (median)', "server's own ms", 'runs (ms)'], rows),
    '',
    `Where the time before main() goes: bundling the server (\`npm start\` runs src/server bundled to ` +
      `JavaScript by scripts/bundle-server.mjs, not through tsx), then importing the biggest dependencies one ` +
      `after another, in a fresh \`node --import tsx bench/import-times.ts\` process (a dependency shared by ` +
      `two counts toward the first; medians of ${RUNS}, ms). better-auth is loaded after the server listens:`,
    '',
    keys.length
      ? table(
          ['import', 'ms'],
          keys.map((k) => [k, fmt(median(imports.map((x) => x[k] ?? Number.NaN)))]),
        )
      : 'bench/import-times.ts failed.',
    '',
  ]
}
