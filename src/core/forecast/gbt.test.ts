import { describe, expect, it } from 'vitest'
import { predictGbt, trainGbt, type GbtParams } from './gbt.ts'
import { seededRandom } from './rng.ts'

const PARAMS: GbtParams = {
  trees: 60,
  depth: 3,
  learningRate: 0.2,
  minLeaf: 5,
  subsample: 0.8,
  bins: 32,
  seed: 1,
}

/** 400 rows of 2 features; y = 1 when x0 > 0.5, else −1, plus small noise; x1 is noise only. */
function data(seed = 3) {
  const rnd = seededRandom(seed)
  const n = 400
  const x = new Float32Array(2 * n)
  const y = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    x[2 * i] = rnd()
    x[2 * i + 1] = rnd()
    y[i] = (x[2 * i]! > 0.5 ? 1 : -1) + 0.1 * (rnd() - 0.5)
  }
  return { x, y }
}

describe('gradient-boosted trees (L1)', () => {
  it('learns a step in the first feature and ignores the noise feature', () => {
    const { x, y } = data()
    const m = trainGbt(x, y, 2, PARAMS)
    expect(predictGbt(m, [0.9, 0.1])).toBeGreaterThan(0.8)
    expect(predictGbt(m, [0.9, 0.9])).toBeGreaterThan(0.8)
    expect(predictGbt(m, [0.1, 0.1])).toBeLessThan(-0.8)
    expect(predictGbt(m, [0.1, 0.9])).toBeLessThan(-0.8)
  })

  it('stores complete trees: 2^depth − 1 nodes and 2^depth leaves per tree', () => {
    const { x, y } = data()
    const m = trainGbt(x, y, 2, PARAMS)
    expect(m.feature).toHaveLength(PARAMS.trees * 7)
    expect(m.threshold).toHaveLength(PARAMS.trees * 7)
    expect(m.leaf).toHaveLength(PARAMS.trees * 8)
    expect(m.feature.every((f) => f >= -1 && f < 2)).toBe(true)
  })

  it('is deterministic for a seed and changes with it', () => {
    const { x, y } = data()
    const a = JSON.stringify(trainGbt(x, y, 2, PARAMS))
    expect(JSON.stringify(trainGbt(x, y, 2, PARAMS))).toBe(a)
    expect(JSON.stringify(trainGbt(x, y, 2, { ...PARAMS, seed: 2 }))).not.toBe(a)
  })

  it('with weights, a heavily weighted group pulls a shared leaf to its median', () => {
    // One feature value for every row: one leaf; 10 rows at 1 weigh 100, 30 rows at 0 weigh 1.
    const n = 40
    const x = new Float32Array(n)
    const y = Float32Array.from({ length: n }, (_, i) => (i < 10 ? 1 : 0))
    const w = Float32Array.from({ length: n }, (_, i) => (i < 10 ? 100 : 1))
    const p = { ...PARAMS, trees: 1, depth: 1, learningRate: 1, subsample: 1, minLeaf: 1 }
    expect(predictGbt(trainGbt(x, y, 1, p), [0])).toBe(0)
    expect(predictGbt(trainGbt(x, y, 1, p, undefined, w), [0])).toBe(1)
  })
})
