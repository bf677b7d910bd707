// `npm test`: everything CI checks, in order — lint, typecheck, unit/component/route tests on the
// embedded database, the route tests again on PostgreSQL when TEST_DATABASE_URL is set, then the
// Playwright suite against the built app. Non-zero exit on any failure; a summary line at the end.
//   --only <step>   run one step: lint | typecheck | unit | postgres | e2e
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './lib/free-port.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const onlyIdx = process.argv.indexOf('--only')
const only = onlyIdx > -1 ? process.argv[onlyIdx + 1] : undefined
const results = []
const counts = { passed: 0, failed: 0, skipped: 0 }
const reports = path.join(root, '.tmp', 'reports')
mkdirSync(reports, { recursive: true })

function run(name, cmd, args, env = {}) {
  if (only && only !== name) return true
  console.log(`\n━━ ${name}: ${[path.basename(cmd), ...args].join(' ')}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = r.status === 0
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  return ok
}

function addVitestCounts(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'))
    counts.passed += j.numPassedTests ?? 0
    counts.failed += j.numFailedTests ?? 0
    counts.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0)
  } catch {
    // the step failed before writing its report; its failure is already counted in results
  }
}

function addPlaywrightCounts(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'))
    counts.passed += j.stats?.expected ?? 0
    counts.failed += (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0)
    counts.skipped += j.stats?.skipped ?? 0
  } catch {
    // see above
  }
}

/** CHROMIUM_PATH, Debian's chromium, Playwright's own browser; else apt as root; else one line. */
function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean)
  for (const c of candidates) if (existsSync(c)) return c
  try {
    const r = spawnSync(
      process.execPath,
      ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
    const p = r.stdout.trim()
    if (p && existsSync(p)) return p
  } catch {
    // playwright-core not resolvable: fall through
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found; installing Debian chromium with apt-get…')
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  return null
}

// lint (eslint, then prettier --check, as `npm run lint`) and typecheck count as one check each in
// the totals. Both lint commands run, so one report shows code and formatting problems together.
for (const [name, commands] of [
  [
    'lint',
    [
      [bin('eslint'), ['--max-warnings=0', '.']],
      [bin('prettier'), ['--check', '.']],
    ],
  ],
  ['typecheck', [[bin('tsc'), ['-b']]]],
]) {
  if (only && only !== name) continue
  const ok = commands.map(([cmd, args]) => run(name, cmd, args)).every(Boolean)
  if (ok) counts.passed++
  else counts.failed++
}

const unitReport = path.join(reports, 'vitest-embedded.json')
rmSync(unitReport, { force: true })
run('unit', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
])
addVitestCounts(unitReport)

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json')
  rmSync(pgReport, { force: true })
  run(
    'postgres',
    bin('vitest'),
    [
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgReport}`,
    ],
    {
      TEST_DB: 'postgres',
    },
  )
  addVitestCounts(pgReport)
} else if (!only || only === 'postgres') {
  console.log(
    '\n━━ postgres: skipped (set TEST_DATABASE_URL=postgres://… to run the route tests on PostgreSQL too)',
  )
}

if (!only || only === 'e2e') {
  const chromium = findChromium()
  if (!chromium) {
    console.error(
      'No Chromium found: install one with `apt-get install -y chromium` (or set CHROMIUM_PATH), then run npm test again.',
    )
    results.push({ name: 'e2e', ok: false, seconds: 0 })
  } else {
    const e2eReport = path.join(root, 'test-results', 'e2e.json')
    rmSync(e2eReport, { force: true })
    const dataDir = path.join(os.tmpdir(), `farmtrek-e2e-${process.pid}`)
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    const appPort = await freePort()
    let weatherPort = await freePort()
    while (weatherPort === appPort) weatherPort = await freePort()
    let razorpayPort = await freePort()
    while (razorpayPort === appPort || razorpayPort === weatherPort) razorpayPort = await freePort()
    run('e2e', bin('playwright'), ['test', '--reporter=list,json'], {
      CHROMIUM_PATH: chromium,
      E2E_PORT: String(appPort),
      // Its own free port: the app's port + 1 may be a socket the machine already uses.
      E2E_WEATHER_PORT: String(weatherPort),
      E2E_RAZORPAY_PORT: String(razorpayPort),
      E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    })
    addPlaywrightCounts(e2eReport)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log('\n━━ summary')
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`)
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name)
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`)
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
)
process.exit(failedSteps.length ? 1 : 0)
