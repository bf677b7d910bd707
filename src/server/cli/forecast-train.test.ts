import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const cli = path.join(root, 'src', 'server', 'cli', 'forecast-train.ts')
const run = (args: string[]) =>
  spawnSync(tsx, [cli, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 })

// Training itself is tested in core (training.test.ts): a run on the shipped data takes minutes.
describe('npm run forecast:train (arguments)', () => {
  it('--help prints the usage and exits 0 without training', () => {
    const r = run(['--help'])
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/^Usage: npm run forecast:train/)
    expect(r.stdout).toMatch(/--fold K/)
    expect(r.stdout).not.toMatch(/trained in/)
  })

  it('refuses to evaluate on the data it trains on, a bad fold and a bad date', () => {
    const a = run(['--evaluate'])
    expect(a.status).toBe(1)
    expect(a.stderr).toMatch(/--evaluate needs --fold or --before/)
    expect(run(['--fold', '5']).stderr).toMatch(/--fold: '5' is not allowed/)
    expect(run(['--before', '2019-13-01']).stderr).toMatch(/not a date/)
    expect(run(['--nope']).status).toBe(2)
    expect(run(['--band-floor=-1']).stderr).toMatch(/--band-floor: '-1' is not allowed/)
    expect(run(['--band-floor', 'wide']).stderr).toMatch(/--band-floor: 'wide' is not allowed/)
    expect(run(['--band-recent=-0.5']).stderr).toMatch(/--band-recent: '-0.5' is not allowed/)
    expect(run(['--calibration-min-reports', '10']).stderr).toMatch(
      /--calibration-min-reports: '10' is not allowed/,
    )
    expect(run(['--since', '2017-02-30']).stderr).toMatch(/--since: '2017-02-30' is not a date/)
    expect(run(['--since', '2017-01-01']).stderr).toMatch(/--since needs a later --before/)
    expect(run(['--before', '2017-01-01', '--since', '2018-01-01']).stderr).toMatch(
      /--since needs a later --before/,
    )
    expect(run(['--fold', '0', '--points', 'p.jsonl']).stderr).toMatch(
      /--points writes the points an evaluation scores: add --evaluate/,
    )
  })

  it('scores the whole later period (--every) only for a split with a date', () => {
    const a = run(['--fold', '0', '--evaluate', '--every', '5'])
    expect(a.status).toBe(1)
    expect(a.stderr).toMatch(/--every scores the period after --before DATE/)
    expect(run(['--before', '2021-01-01', '--every', '5']).stderr).toMatch(/with --evaluate/)
    expect(run(['--before', '2021-01-01', '--evaluate', '--every', '0']).stderr).toMatch(
      /--every: '0' is not allowed/,
    )
  })

  it('recalibrates a split model only with its split, and the committed one only without', () => {
    const a = run(['--recalibrate', '--fold', '0'])
    expect(a.status).toBe(1)
    expect(a.stderr).toMatch(/needs the --model trained on that split/)
    const b = run(['--recalibrate', '--model', 'model.json'])
    expect(b.status).toBe(1)
    expect(b.stderr).toMatch(/needs the split FILE was trained on/)
    expect(run(['--band-from', '2021-01-01', '--before', '2020-01-01']).stderr).toMatch(
      /--band-from must be before --before/,
    )
    expect(run(['--band-from', '2020-02-30']).stderr).toMatch(
      /--band-from: '2020-02-30' is not a date/,
    )
    expect(run(['--band-from', '2020-01-01', '--model', 'm.json']).stderr).toMatch(
      /with --model, only to --recalibrate it/,
    )
    // A band fitted in time order needs its probe trees: recalibrating would fit it in-period.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'farmtrek-model-')), 'm.json')
    writeFileSync(file, JSON.stringify({ training: { options: { bandFrom: '2020-01-01' } } }))
    expect(run(['--recalibrate', '--model', file, '--fold', '0']).stderr).toMatch(
      /band was fitted in time order, on probe trees: give --band-from/,
    )
    expect(run(['--band-from', '2020-01-01', '--calibration-every', '0']).stderr).toMatch(
      /not with --calibration-every 0/,
    )
    expect(run(['--calibration-folds', '5']).stderr).toMatch(
      /--calibration-folds needs --band-from/,
    )
    expect(run(['--band-from', '2020-01-01', '--calibration-folds', '0']).stderr).toMatch(
      /--calibration-folds: '0' is not allowed/,
    )
    expect(run(['--calibration-every', '2.5']).stderr).toMatch(
      /--calibration-every: '2.5' is not allowed/,
    )
  })

  it('holds out the markets a CSV names only when it can read them (--exclude-markets)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'farmtrek-markets-'))
    const missing = run(['--exclude-markets', path.join(dir, 'none.csv')])
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/--exclude-markets: cannot read .*none\.csv/)
    const wrong = path.join(dir, 'wrong.csv')
    writeFileSync(wrong, 'state,mandi\nMaharashtra,Lasalgaon\n')
    expect(run(['--exclude-markets', wrong]).stderr).toMatch(/needs 'state' and 'market' columns/)
    const empty = path.join(dir, 'empty.csv')
    writeFileSync(empty, 'state,market\n')
    expect(run(['--exclude-markets', empty]).stderr).toMatch(/names no market/)
  })
})
