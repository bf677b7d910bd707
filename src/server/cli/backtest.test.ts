import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addDays } from '#core/dates/dates.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const cli = path.join(root, 'src', 'server', 'cli', 'backtest.ts')
const dir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-backtest-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Two series of 150 days (one with gaps, one with a quoted name holding a comma). */
function sampleCsv(): string {
  const lines = ['date,state,district,market,commodity,variety,min_price,max_price,modal_price']
  for (let i = 0; i < 150; i++) {
    const date = addDays('2020-01-01', i)
    const a = 1500 + 10 * Math.round(20 * Math.sin(i / 9)) + (i % 7) * 5
    const b = 3000 + 4 * i + (i % 3 === 0 ? 60 : 0)
    if (i % 6 !== 5)
      lines.push(`${date},Karnataka,Kolar,Kolar,Tomato,Local,${a - 100},${a + 100},${a}`)
    lines.push(`${date},Maharashtra,Pune,"Pune, Gultekdi",Onion,Red,${b - 100},${b + 100},${b}`)
  }
  return lines.join('\n') + '\n'
}

function run(args: string[]) {
  return spawnSync(tsx, [cli, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 })
}

describe('npm run backtest', () => {
  const file = path.join(dir, 'prices.csv')
  writeFileSync(file, sampleCsv())

  it('--json prints one line with every method and finite numbers', () => {
    const r = run(['--data', file, '--origins', '20', '--json'])
    expect(r.stderr).not.toMatch(/Error/)
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    const out = JSON.parse(lines[0]!)
    expect(Object.keys(out).sort()).toEqual([
      'methods',
      'msPerFit',
      'perSeries',
      'points',
      'series',
    ])
    expect(Object.keys(out.methods).sort()).toEqual(['drift', 'farmtrek', 'naive', 'seasonalNaive'])
    for (const [name, m] of Object.entries<Record<string, number>>(out.methods)) {
      const keys = ['meanMape', 'medianMape', 'meanMase', 'medianMase']
      expect(Object.keys(m).sort()).toEqual(
        (name === 'farmtrek' ? [...keys, 'coverage80'] : keys).sort(),
      )
      for (const v of Object.values(m)) expect(Number.isFinite(v)).toBe(true)
    }
    expect(out.methods.farmtrek.coverage80).toBeGreaterThanOrEqual(0)
    expect(out.methods.farmtrek.coverage80).toBeLessThanOrEqual(1)
    expect(out.series).toBe(2)
    // 20 origins × 7 horizons on the daily series; the gappy one scores only reported days
    expect(out.points).toBeGreaterThan(140)
    expect(out.points).toBeLessThan(280)
    expect(Number.isFinite(out.msPerFit) && out.msPerFit > 0).toBe(true)
  })

  it('--json lists each series with its points and farmtrek/naive MAPE and MASE', () => {
    const r = run(['--data', file, '--origins', '20', '--json'])
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout) as {
      points: number
      methods: Record<string, { meanMape: number; meanMase: number }>
      perSeries: {
        key: string
        points: number
        methods: Record<string, { mape: number; mase: number }>
      }[]
    }
    expect(out.perSeries.map((s) => s.key)).toEqual([
      'Tomato / Karnataka / Kolar / Kolar / Local',
      'Onion / Maharashtra / Pune / Pune, Gultekdi / Red',
    ])
    expect(out.perSeries.reduce((n, s) => n + s.points, 0)).toBe(out.points)
    for (const s of out.perSeries) {
      expect(Object.keys(s.methods).sort()).toEqual(['farmtrek', 'naive'])
      for (const m of Object.values(s.methods)) {
        expect(Object.keys(m).sort()).toEqual(['mape', 'mase'])
        expect(m.mape).toBeGreaterThan(0)
        expect(m.mase).toBeGreaterThan(0)
      }
    }
    // the summary's means are the means of the per-series figures
    const meanOf = (m: string, k: 'mape' | 'mase') =>
      out.perSeries.reduce((t, s) => t + s.methods[m]![k], 0) / out.perSeries.length
    expect(meanOf('naive', 'mape')).toBeCloseTo(out.methods.naive!.meanMape, 9)
    expect(meanOf('farmtrek', 'mase')).toBeCloseTo(out.methods.farmtrek!.meanMase, 9)
  })

  it('reads a .csv.gz file the same as the plain CSV', () => {
    const gz = path.join(dir, 'prices.csv.gz')
    writeFileSync(gz, gzipSync(sampleCsv()))
    const plain = JSON.parse(run(['--data', file, '--origins', '10', '--json']).stdout)
    const r = run(['--data', gz, '--origins', '10', '--json'])
    expect(r.status).toBe(0)
    const zipped = JSON.parse(r.stdout)
    expect(zipped.perSeries).toEqual(plain.perSeries)
    expect(zipped.methods).toEqual(plain.methods)
  })

  it('--model none scores the per-series forecaster alone, which differs from the global model', () => {
    const withModel = JSON.parse(run(['--data', file, '--origins', '20', '--json']).stdout)
    const r = run(['--data', file, '--origins', '20', '--model', 'none', '--json'])
    expect(r.status).toBe(0)
    const alone = JSON.parse(r.stdout)
    expect(alone.methods.naive).toEqual(withModel.methods.naive)
    expect(alone.methods.farmtrek.meanMape).not.toBe(withModel.methods.farmtrek.meanMape)
    const bad = run(['--data', file, '--model', path.join(dir, 'nope.json')])
    expect(bad.status).toBe(1)
    expect(bad.stderr).toMatch(/cannot read model/)
  })

  it('prints a table without --json', () => {
    const r = run(['--data', file, '--origins', '10', '--horizon', '3'])
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/\| farmtrek \| [\d.]+ \| [\d.]+ \| [\d.]+ \| [\d.]+ \|/)
    expect(r.stdout).toMatch(/Naive \(last value\)/)
    expect(r.stdout).toMatch(/coverage/)
  })

  it('exits 1 with a usage message for a missing --data or an unreadable file', () => {
    const a = run([])
    expect(a.status).toBe(1)
    expect(a.stderr).toMatch(/missing --data/)
    const b = run(['--data', path.join(dir, 'nope.csv')])
    expect(b.status).toBe(1)
    expect(b.stderr).toMatch(/cannot read/)
  })
})
