// `npm run bench`: measures page weight, Lighthouse, API throughput, growth, forecast
// speed, live-update latency, start-up and install side by side in one run, and writes
// docs/benchmarks.md. Not part of `npm test`; about 15 minutes on 2 cores.
//   --only weight,api        run some sections (weight lighthouse api growth forecast live startup install alerts
//                            photos checkout)
//   --db postgres,embedded   databases for api, growth, live and startup (default: both when PostgreSQL answers)
//   --out <file>             where to write the report (default docs/benchmarks.md); with --only, the
//                            sections and budget rows not run are kept from that file as it was
// Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_LOG_LEVEL (info),
// BENCH_INSTALL_RUNS (1), CHROMIUM_PATH (/usr/bin/chromium); diagnostics: BENCH_NODE_ARGS (node
// flags for the servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_JOBS=false (checkout
// without the outbox worker).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM } from './lib/browser.ts'
import { Context } from './lib/context.ts'
import { pgVersion, PG_ADMIN_URL } from './lib/pg.ts'
import { BENCH_LOG_LEVEL, ROOT } from './lib/proc.ts'
import { previousBlock, readPreviousReport, sectionsOfCommand } from './lib/merge-report.ts'
import { Report, table, type SectionResult } from './lib/report.ts'
import { fmt } from './lib/stats.ts'
import type { DbKind } from './lib/target.ts'
import { alerts } from './sections/alerts.ts'
import { checkout } from './sections/checkout.ts'
import { apiAndGrowth } from './sections/api.ts'
import { forecast } from './sections/forecast.ts'
import { install } from './sections/install.ts'
import { lighthouse } from './sections/lighthouse.ts'
import { live } from './sections/live.ts'
import { photos } from './sections/photos.ts'
import { startup } from './sections/startup.ts'
import { weight } from './sections/weight.ts'

const SECTIONS = [
  'weight',
  'lighthouse',
  'api',
  'growth',
  'forecast',
  'live',
  'startup',
  'install',
  'alerts',
  'photos',
  'checkout',
] as const
type Section = (typeof SECTIONS)[number]
const TITLES: Record<Section, string> = {
  weight: '1. Page weight',
  lighthouse: '2. Lighthouse',
  api: '3. API throughput',
  growth: '4. Growth',
  forecast: '5. Forecast',
  live: '6. Live updates',
  startup: '7. Start-up',
  install: '8. Install',
  alerts: '9. Price alerts',
  photos: '10. Listing photos',
  checkout: '11. Checkout',
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i < 0) return undefined
  const v = process.argv[i + 1]
  if (!v || v.startsWith('--')) throw new Error(`--${name} needs a value`)
  return v
}

function machine(pg: string | null): string[][] {
  const cpus = os.cpus()
  const osName =
    /PRETTY_NAME="([^"]+)"/.exec(
      existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
    )?.[1] ?? os.type()
  // stdout is null when Chromium is not installed.
  const chromium = (spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '')
    .trim()
    .replace(/\s+/g, ' ')
  return [
    ['CPU', `${cpus[0]?.model ?? '?'} × ${cpus.length} cores`],
    ['memory', `${fmt(os.totalmem() / 2 ** 30, 1)} GiB`],
    ['OS', `${osName}, Linux ${os.release()}`],
    ['Node', process.version],
    [
      'PostgreSQL',
      pg
        ? `${pg} (${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//…@')})`
        : 'not reachable: PostgreSQL figures are missing',
    ],
    ['Chromium', chromium || CHROMIUM],
    [
      'load average at start (1/5/15 min)',
      os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(' / '),
    ],
  ]
}

/** What a budget is, above the table; written by every run (a report is rebuilt from the code). */
const BUDGETS_INTRO = [
  'Budgets are guards against regressions, not goals: each sits below what the code measures on a',
  'quiet machine by about the spread between runs of the same code on this shared one, and is stated',
  `in a unit the machine's load moves little. Page weight is bytes against a reference built in the`,
  'same run (≤ 1.6×; the pages sit near 1.5×). Lighthouse performance is guarded at 95 (the same build',
  `scores 95–100 as the load moves). API throughput is a share of Fastify's hello-world measured just`,
  'before and just after the route in the same run; checkout is CPU milliseconds per order; the',
  `forecaster's fit is CPU milliseconds. Latency percentiles are reported beside them, not judged.`,
  'Rows not re-measured since a budget changed show the figures of their last run, judged against',
  'the new guard.',
].join('\n')

async function main() {
  const only = arg('only')
  const selected = (only ? only.split(',').map((s) => s.trim()) : [...SECTIONS]) as Section[]
  for (const s of selected)
    if (!SECTIONS.includes(s))
      throw new Error(`unknown section ${s}; one of ${SECTIONS.join(', ')}`)
  const pg = await pgVersion()
  const dbArg = arg('db')
  let dbs: DbKind[] = dbArg
    ? (dbArg.split(',') as DbKind[])
    : pg
      ? ['postgres', 'embedded']
      : ['embedded']
  if (!pg && dbs.includes('postgres')) {
    console.log('PostgreSQL does not answer: running on the embedded database only')
    dbs = dbs.filter((d) => d !== 'postgres')
  }
  if (dbs.length === 0)
    throw new Error('no database to run on (--db postgres, but PostgreSQL does not answer)')
  const out = path.resolve(arg('out') ?? path.join(ROOT, 'docs/benchmarks.md'))
  const argv = process.argv.slice(2).join(' ')
  const command = `npm run bench${argv ? ` -- ${argv}` : ''}`
  const commandFor = (s: string) => `npm run bench -- --only ${s}${dbArg ? ` --db ${dbArg}` : ''}`

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-bench-'))
  const report = new Report()
  const ctx = new Context(workDir, report, dbs, pg, commandFor)
  const started = new Date()
  const t0 = performance.now()
  const machineRows = machine(pg)
  console.log(`FarmTrek bench: ${selected.join(', ')} on ${dbs.join(', ')}; work dir ${workDir}`)

  const results = new Map<Section, SectionResult>()
  const runSection = async (names: Section[], fn: () => Promise<string[]>) => {
    const s0 = performance.now()
    console.log(`\n━━ ${names.map((n) => TITLES[n]).join(' + ')}`)
    let markdown: string[]
    let error: string | undefined
    try {
      markdown = await fn()
    } catch (err) {
      error = (err as Error).stack ?? String(err)
      console.error(`  failed: ${error}`)
      markdown = [`Failed: \`${(err as Error).message.split('\n')[0]}\``, '']
    }
    const seconds = (performance.now() - s0) / 1000
    console.log(`  (${fmt(seconds, 0)} s)`)
    results.set(names[0]!, {
      title: names.map((n) => TITLES[n]).join(' and '),
      command: commandFor(names.join(',')),
      markdown,
      seconds,
      error,
    })
  }

  try {
    // The site server (embedded database with the shipped data) serves these three; it stops before
    // the throughput runs so it takes no CPU from them.
    if (selected.includes('weight')) await runSection(['weight'], () => weight(ctx))
    if (selected.includes('lighthouse')) await runSection(['lighthouse'], () => lighthouse(ctx))
    if (selected.includes('forecast')) await runSection(['forecast'], () => forecast(ctx))
    await ctx.close()
    const api = selected.includes('api')
    const growth = selected.includes('growth')
    if (api || growth) {
      const names = [...(api ? (['api'] as const) : []), ...(growth ? (['growth'] as const) : [])]
      await runSection(names, () => apiAndGrowth(ctx, { api, growth }))
    }
    if (selected.includes('live')) await runSection(['live'], () => live(ctx))
    if (selected.includes('startup')) await runSection(['startup'], () => startup(ctx))
    if (selected.includes('install'))
      await runSection(['install'], () => Promise.resolve(install(ctx)))
    if (selected.includes('alerts')) await runSection(['alerts'], () => alerts(ctx))
    if (selected.includes('photos')) await runSection(['photos'], () => photos(ctx))
    if (selected.includes('checkout')) await runSection(['checkout'], () => checkout(ctx))
  } finally {
    await ctx.close()
  }

  const total = (performance.now() - t0) / 1000
  // With --only, what this run did not measure stays as the earlier run wrote it.
  const prev =
    only && existsSync(out) ? readPreviousReport(readFileSync(out, 'utf8')) : readPreviousReport('')
  const ran = new Set<string>(selected)
  const keptBudgets = prev.budgetRows.filter(
    (r) => r.sections.length > 0 && !r.sections.some((s) => ran.has(s)),
  )
  const newBudgetLines = table(
    ['what', 'budget', 'measured', 'status', 'command'],
    report.budgets.map((b) => [
      b.area,
      b.budget,
      b.measured,
      b.status === 'missed' ? '**missed**' : b.status,
      `\`${b.command}\``,
    ]),
  ).split('\n')
  const sectionRank = (sections: string[]) =>
    Math.min(...sections.map((s) => SECTIONS.indexOf(s as Section)).filter((i) => i >= 0), 99)
  const budgetLines = [
    ...newBudgetLines.slice(2).map((line) => ({
      line,
      rank: sectionRank(sectionsOfCommand(line.split('|').at(-2) ?? '')),
    })),
    ...keptBudgets.map((r) => ({ line: r.line, rank: sectionRank(r.sections) })),
  ]
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.line)
  const md: string[] = [
    '# Benchmarks',
    '',
    `Written by \`${command}\` (bench/run.ts) on ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC; ` +
      `the run took ${fmt(total / 60, 1)} minutes. Every figure below names the command that reproduces it` +
      (only
        ? '; sections this run did not measure are kept from the run that did (each says when)'
        : '') +
      '. ' +
      `Servers run as \`npm start\` runs them: \`node scripts/start.mjs\` with the client built from the current sources ` +
      `(the repo's vite.config.ts, compressed by scripts/compress.mjs), production defaults (LOG_LEVEL=${BENCH_LOG_LEVEL}, ` +
      `JOBS=true), a temporary DATA_DIR, and a temporary PostgreSQL database created and dropped by the run. ` +
      `The machine is shared (see the load average), so figures move between runs; ratios to a reference measured ` +
      `in the same run move less.`,
    '',
    '## Machine',
    '',
    table(['', ''], machineRows),
    '',
    '## Budgets',
    '',
    BUDGETS_INTRO,
    '',
    ...newBudgetLines.slice(0, 2),
    ...budgetLines,
    '',
  ]
  const day = started.toISOString().slice(0, 10)
  for (const s of SECTIONS) {
    const r = results.get(s)
    if (r) {
      md.push(
        `## ${r.title}`,
        '',
        ...r.markdown,
        `_Section time: ${fmt(r.seconds, 0)} s; measured ${day} by \`${r.command}\`._`,
        '',
      )
      continue
    }
    if (ran.has(s)) continue // run as part of another section's block (api and growth)
    const heading = [...prev.blocks.keys()].find((h) => h.startsWith(TITLES[s]))
    // A kept block that also holds a section this run measured (api and growth share one) goes.
    if (!heading || [...ran].some((r) => heading.includes(TITLES[r as Section]))) continue
    md.push(`## ${heading}`, ...(previousBlock(prev, TITLES[s]) ?? []))
  }
  const findings = [
    ...report.findings,
    ...prev.findings.filter((f) => !report.findings.includes(f)),
  ]
  if (findings.length) md.push('## Findings', '', ...findings.map((f) => `- ${f}`), '')
  const notes = path.join(ROOT, 'bench/notes.md')
  if (existsSync(notes)) md.push(readFileSync(notes, 'utf8').trim(), '')
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(out, md.join('\n'))
  console.log(`\nwrote ${path.relative(process.cwd(), out)} (${fmt(total / 60, 1)} min)`)
  if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true })
  else console.log(`kept ${workDir}`)
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
