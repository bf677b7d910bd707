import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const cli = path.join(root, 'src', 'server', 'cli', 'forecast-points.ts')

describe('forecast-points (scoring --points files again)', () => {
  it('scores each file and their geometric-mean ensemble against naive', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'farmtrek-points-'))
    const point = (value: number, lower: number, upper: number) =>
      JSON.stringify({
        key: 'Onion / Nashik',
        origin: '2021-01-05',
        h: 1,
        value,
        lower,
        upper,
        actual: 100,
        naive: 90,
        scale: 10,
      })
    const a = path.join(dir, 'a.points')
    const b = path.join(dir, 'b.points')
    // One forecast 20 over, the other 20 under: each is twice naive's error; their geometric mean
    // (√(120 × 80) ≈ 97.98) is 0.2 of it, and its band (√(110 × 70), √(130 × 90)) holds the price.
    writeFileSync(a, `${point(120, 110, 130)}\n`)
    writeFileSync(b, `${point(80, 70, 90)}\n`)
    const r = spawnSync(tsx, [cli, '--json', a, b], { cwd: root, encoding: 'utf8' })
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout) as Record<
      string,
      { maseRatio: number; mapeRatio: number; beatNaiveMase: number; coverage80: number }
    >
    expect(out[a]?.maseRatio).toBeCloseTo(2, 10)
    expect(out[a]?.coverage80).toBe(0)
    expect(out[b]?.mapeRatio).toBeCloseTo(2, 10)
    expect(out.ensemble?.maseRatio).toBeCloseTo((100 - Math.sqrt(9600)) / 10, 10)
    expect(out.ensemble?.beatNaiveMase).toBe(1)
    expect(out.ensemble?.coverage80).toBe(1)
  })
})
