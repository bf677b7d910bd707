import { spawnSync } from 'node:child_process'
import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Context } from '../lib/context.ts'
import { ROOT, shellEnv } from '../lib/proc.ts'
import { table } from '../lib/report.ts'
import { fmt, median } from '../lib/stats.ts'

/** Runs of `npm install` (about a minute each here); BENCH_INSTALL_RUNS=3 for a median of three. */
const RUNS = Number(process.env.BENCH_INSTALL_RUNS ?? 1)

/** Apparent size of a directory tree in bytes (du -sb). */
function du(dir: string): number {
  const r = spawnSync('du', ['-sb', dir], { encoding: 'utf8' })
  return Number(r.stdout.split('\t')[0])
}

/** Top-level packages of node_modules (scoped ones counted one by one) with their sizes. */
function packageSizes(nm: string): Array<{ name: string; bytes: number }> {
  const out: Array<{ name: string; bytes: number }> = []
  for (const e of readdirSync(nm)) {
    if (e.startsWith('.')) continue
    const p = path.join(nm, e)
    if (!statSync(p).isDirectory()) continue
    if (e.startsWith('@'))
      for (const s of readdirSync(p)) out.push({ name: `${e}/${s}`, bytes: du(path.join(p, s)) })
    else out.push({ name: e, bytes: du(p) })
  }
  return out.sort((a, b) => b.bytes - a.bytes)
}

/** Which direct dependency pulls in a package (npm ls), for the biggest ones. */
function whyTop(dir: string, name: string, direct: Set<string>): string {
  if (direct.has(name)) return 'direct'
  const r = spawnSync('npm', ['ls', name, '--json', '--all'], {
    cwd: dir,
    encoding: 'utf8',
    env: shellEnv(),
  })
  try {
    const tree = JSON.parse(r.stdout) as { dependencies?: Record<string, unknown> }
    return Object.keys(tree.dependencies ?? {}).join(', ') || '?'
  } catch {
    return '?'
  }
}

type PackageJson = {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  scripts?: Record<string, string>
}

/** Direct dependencies that no source, test, script, config or npm script mentions. */
function unreferenced(pkg: PackageJson) {
  const files = spawnSync(
    'sh',
    [
      '-c',
      "find src tests scripts bench -type f \\( -name '*.ts' -o -name '*.tsx' -o -name '*.mjs' -o -name '*.js' -o -name '*.css' \\); ls *.ts *.js *.json *.mjs 2>/dev/null",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .stdout.split('\n')
    .filter(Boolean)
  const text =
    files.map((f) => readFileSync(path.join(ROOT, f), 'utf8')).join('\n') +
    JSON.stringify(pkg.scripts ?? {})
  const all = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]
  const bins: Record<string, string> = {
    typescript: 'tsc',
    prettier: 'prettier',
    eslint: 'eslint',
    'drizzle-kit': 'drizzle-kit',
    vitest: 'vitest',
    vite: 'vite',
    tsx: 'tsx',
    lighthouse: 'lighthouse',
    autocannon: 'autocannon',
    '@playwright/test': 'playwright',
  }
  return all.filter((name) => {
    const base = name.startsWith('@types/') ? name.slice(7).replace(/^(.+)__(.+)$/, '@$1/$2') : name
    const esc = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    if (new RegExp(`['"\`]${esc}(/[^'"\`]*)?['"\`]`).test(text)) return false
    if (bins[name] && new RegExp(`\\b${bins[name]}\\b`).test(JSON.stringify(pkg.scripts ?? {})))
      return false
    if (name.startsWith('@types/') && base === 'node') return false
    return true
  })
}

export function install(ctx: Context): string[] {
  const cmd = ctx.commandFor('install')
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson
  const times: number[] = []
  let dir = ''
  let log = ''
  for (let i = 0; i < RUNS; i++) {
    dir = ctx.dir(`install-${i}`)
    copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'))
    copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(dir, 'package-lock.json'))
    const t0 = performance.now()
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
      env: shellEnv(),
    })
    times.push(performance.now() - t0)
    log = `${r.stdout}\n${r.stderr}`
    if (r.status !== 0) throw new Error(`npm install failed: ${log.slice(-800)}`)
  }
  const nm = path.join(dir, 'node_modules')
  const total = du(nm)
  const sizes = packageSizes(nm)
  const direct = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ])
  const prodSize = spawnSync(
    'sh',
    [
      '-c',
      "npm ls --omit=dev --parseable --all 2>/dev/null | tail -n +2 | xargs -r du -sb 2>/dev/null | awk '{s+=$1} END {print s}'",
    ],
    { cwd: dir, encoding: 'utf8', env: shellEnv() },
  )
  const unused = unreferenced(pkg)
  const added = /added (\d+) packages/.exec(log)?.[1]
  const md = [
    `\`npm install --no-audit --no-fund\` in a temporary directory holding only package.json and package-lock.json, ` +
      `with this machine's npm cache as it is (${RUNS === 1 ? 'one run, as an install takes 30–60 s here; BENCH_INSTALL_RUNS=3 gives a median of three' : `median of ${RUNS}`}). ` +
      `Command: \`${cmd}\`.`,
    '',
    table(
      ['figure', 'value'],
      [
        [
          'install time',
          `${fmt(median(times) / 1000, 1)} s${RUNS > 1 ? ` (runs: ${times.map((t) => fmt(t / 1000, 1)).join(', ')} s)` : ''}`,
        ],
        ['packages installed', added ?? '?'],
        ['node_modules size', `${fmt(total / 1e6, 1)} MB`],
        [
          'of which production dependencies (`--omit=dev` tree)',
          `${fmt(Number(prodSize.stdout.trim()) / 1e6, 1)} MB`,
        ],
      ],
    ),
    '',
    'Biggest packages in node_modules (top level; "pulled in by" names the direct dependencies that need it):',
    '',
    table(
      ['package', 'MB', 'pulled in by'],
      sizes.slice(0, 15).map((s) => [s.name, fmt(s.bytes / 1e6, 1), whyTop(dir, s.name, direct)]),
    ),
    '',
    unused.length
      ? `Direct dependencies that no file under src/, tests/, scripts/, bench/, no root config and no npm script mentions ` +
        `(candidates for removal; check before removing): ${unused.map((u) => `\`${u}\``).join(', ')}.`
      : 'Every direct dependency is referenced by the sources, tests, scripts, configs or npm scripts.',
    '',
  ]
  ctx.report.budget({
    area: 'install',
    budget: 'report; remove what is not used',
    measured: `${fmt(median(times) / 1000, 1)} s, node_modules ${fmt(total / 1e6, 0)} MB; unreferenced: ${unused.length ? unused.join(', ') : 'none'}`,
    status: 'report',
    command: cmd,
  })
  if (unused.length)
    ctx.report.finding(
      `package.json: no reference found to ${unused.join(', ')} — remove if truly unused.`,
    )
  return md
}
