/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the typed arrays their loops walk (rows, features, bins, tree nodes), which noUncheckedIndexedAccess cannot follow */
/**
 * Gradient-boosted regression trees with absolute (L1) loss: small, complete binary trees stored in
 * flat arrays, trained on quantile-binned features. Training is deterministic for a given seed;
 * inference is a handful of comparisons per tree. Pure: no clock, no randomness but the seeded one.
 */
import { seededRandom } from './rng.ts'

/**
 * A trained ensemble. Tree k's internal nodes are `k·(2^depth − 1) + i` (heap order: children of i
 * are 2i+1 and 2i+2) in `feature`/`threshold`; its leaves are `k·2^depth + j` in `leaf`. A node
 * with feature −1 sends every row left. Prediction = base + Σ leaf values.
 */
export type GbtModel = {
  depth: number
  base: number
  feature: number[]
  threshold: number[]
  leaf: number[]
}

export type GbtParams = {
  trees: number
  depth: number
  learningRate: number
  /** Fewest (subsampled) rows in a leaf. */
  minLeaf: number
  /** Fraction of rows each tree is grown on. */
  subsample: number
  /** Quantile bins per feature (≤ 256). */
  bins: number
  seed: number
}

/** Predicted value for one row of features. */
export function predictGbt(m: GbtModel, x: ArrayLike<number>): number {
  const internal = (1 << m.depth) - 1
  const leaves = internal + 1
  const nTrees = m.leaf.length / leaves
  let s = m.base
  for (let k = 0; k < nTrees; k++) {
    const off = k * internal
    let i = 0
    while (i < internal) {
      const f = m.feature[off + i]!
      i = f < 0 || x[f]! <= m.threshold[off + i]! ? 2 * i + 1 : 2 * i + 2
    }
    s += m.leaf[k * leaves + i - internal]!
  }
  return s
}

/** Rounds to 6 significant digits: a smaller model file, and the same text on every run. */
export function round6(x: number): number {
  return x === 0 ? 0 : Number(x.toPrecision(6))
}

/** Median of the first n entries of a (scratch, reordered) array. */
function medianOf(a: Float64Array, n: number): number {
  const s = a.subarray(0, n).sort()
  return n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2
}

/** Weighted median of values v[idx[j]] with weights w[idx[j]], j < n (idx is reordered). */
function weightedMedianOf(v: Float64Array, w: Float32Array, idx: Int32Array, n: number): number {
  const order = Array.from(idx.subarray(0, n)).sort((a, b) => v[a]! - v[b]! || a - b)
  let total = 0
  for (const i of order) total += w[i]!
  let cum = 0
  for (const i of order) {
    cum += w[i]!
    if (cum >= total / 2) return v[i]!
  }
  return 0
}

/**
 * Bin edges per feature: up to `bins − 1` distinct quantiles of a seeded sample of its values. A
 * value v falls in bin b = number of edges < v... i.e. the first edge ≥ v.
 */
function binEdges(x: Float32Array, n: number, nf: number, bins: number, rnd: () => number) {
  const sample = Math.min(n, 20000)
  const idx = Array.from({ length: sample }, () => Math.floor(rnd() * n))
  const edges: Float64Array[] = []
  for (let f = 0; f < nf; f++) {
    const v = Float64Array.from(idx, (i) => x[i * nf + f]!).sort()
    const e: number[] = []
    for (let b = 1; b < bins; b++) {
      const q = round6(v[Math.floor((b * (sample - 1)) / bins)]!)
      if (e.length === 0 || q > e[e.length - 1]!) e.push(q)
    }
    edges.push(Float64Array.from(e))
  }
  return edges
}

/**
 * Fits an L1 gradient-boosted ensemble to targets `y` from `n` rows of `nf` features (`x` row-major).
 * Each tree is grown level by level on a seeded subsample, splitting on the sign of the residual
 * (least squares on the L1 gradient); each leaf takes the median residual of its rows times the
 * learning rate. Same inputs and seed → the same model.
 */
export function trainGbt(
  x: Float32Array,
  y: Float32Array,
  nf: number,
  p: GbtParams,
  onTree?: (k: number) => void,
  weights?: Float32Array,
): GbtModel {
  const n = y.length
  const rnd = seededRandom(p.seed)
  const edges = binEdges(x, n, nf, p.bins, rnd)
  const binned = new Uint8Array(n * nf)
  for (let i = 0; i < n; i++) {
    for (let f = 0; f < nf; f++) {
      const e = edges[f]!
      const v = x[i * nf + f]!
      let lo = 0
      let hi = e.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (e[mid]! < v) lo = mid + 1
        else hi = mid
      }
      binned[f * n + i] = lo
    }
  }
  const scratch = new Float64Array(n)
  for (let i = 0; i < n; i++) scratch[i] = y[i]!
  const base = round6(medianOf(scratch, n))
  const pred = new Float64Array(n).fill(base)
  const internal = (1 << p.depth) - 1
  const nLeaves = internal + 1
  const feature: number[] = []
  const threshold: number[] = []
  const leaf: number[] = []
  const node = new Int32Array(n)
  const rows = new Int32Array(n)
  const grad = new Float64Array(n)
  const resid = new Float64Array(weights ? n : 0)
  const members = new Int32Array(weights ? n : 0)
  const nb = p.bins
  const sumH = new Float64Array(nLeaves * nf * nb)
  const cntH = new Float64Array(nLeaves * nf * nb)
  for (let k = 0; k < p.trees; k++) {
    let m = 0
    for (let i = 0; i < n; i++) if (rnd() < p.subsample) rows[m++] = i
    for (let r = 0; r < m; r++) {
      const i = rows[r]!
      node[i] = 0
      const d = y[i]! - pred[i]!
      grad[i] = (d > 0 ? 1 : d < 0 ? -1 : 0) * (weights ? weights[i]! : 1)
    }
    const tf = new Array<number>(internal).fill(-1)
    const tt = new Array<number>(internal).fill(0)
    const tb = new Int32Array(internal)
    for (let level = 0; level < p.depth; level++) {
      const first = (1 << level) - 1
      const width = 1 << level
      sumH.fill(0, 0, width * nf * nb)
      cntH.fill(0, 0, width * nf * nb)
      for (let f = 0; f < nf; f++) {
        const col = f * n
        for (let r = 0; r < m; r++) {
          const i = rows[r]!
          const h = ((node[i]! - first) * nf + f) * nb + binned[col + i]!
          sumH[h] = sumH[h]! + grad[i]!
          cntH[h] = cntH[h]! + (weights ? weights[i]! : 1)
        }
      }
      for (let w = 0; w < width; w++) {
        let bestGain = 1e-9
        let bestF = -1
        let bestB = 0
        for (let f = 0; f < nf; f++) {
          const off = (w * nf + f) * nb
          let S = 0
          let N = 0
          for (let b = 0; b < nb; b++) {
            S += sumH[off + b]!
            N += cntH[off + b]!
          }
          if (N < 2 * p.minLeaf) break
          const parent = (S * S) / N
          let sl = 0
          let nl = 0
          for (let b = 0; b < edges[f]!.length; b++) {
            sl += sumH[off + b]!
            nl += cntH[off + b]!
            if (nl < p.minLeaf) continue
            if (N - nl < p.minLeaf) break
            const gain = (sl * sl) / nl + ((S - sl) * (S - sl)) / (N - nl) - parent
            if (gain > bestGain) {
              bestGain = gain
              bestF = f
              bestB = b
            }
          }
        }
        tf[first + w] = bestF
        tt[first + w] = bestF < 0 ? 0 : edges[bestF]![bestB]!
        tb[first + w] = bestB
      }
      for (let r = 0; r < m; r++) {
        const i = rows[r]!
        const j = node[i]!
        const f = tf[j]!
        node[i] = f < 0 || binned[f * n + i]! <= tb[j]! ? 2 * j + 1 : 2 * j + 2
      }
    }
    // Leaf values: the median residual of the leaf's rows (L1-optimal), shrunk by the learning rate.
    const start = new Int32Array(nLeaves + 1)
    for (let r = 0; r < m; r++) start[node[rows[r]!]! - internal + 1]!++
    for (let l = 0; l < nLeaves; l++) start[l + 1] = start[l + 1]! + start[l]!
    const fill = start.slice(0, nLeaves)
    for (let r = 0; r < m; r++) {
      const i = rows[r]!
      const l = node[i]! - internal
      if (weights) {
        resid[i] = y[i]! - pred[i]!
        members[fill[l]!++] = i
      } else scratch[fill[l]!++] = y[i]! - pred[i]!
    }
    const lv: number[] = []
    for (let l = 0; l < nLeaves; l++) {
      const a = start[l]!
      const c = start[l + 1]! - a
      const med = !c
        ? 0
        : weights
          ? weightedMedianOf(resid, weights, members.subarray(a), c)
          : medianOf(scratch.subarray(a), c)
      lv.push(round6(p.learningRate * med))
    }
    feature.push(...tf)
    threshold.push(...tt)
    leaf.push(...lv)
    const tree: GbtModel = { depth: p.depth, base: 0, feature: tf, threshold: tt, leaf: lv }
    const row = new Float64Array(nf)
    for (let i = 0; i < n; i++) {
      for (let f = 0; f < nf; f++) row[f] = x[i * nf + f]!
      pred[i] = pred[i]! + predictGbt(tree, row)
    }
    onTree?.(k)
  }
  return { depth: p.depth, base, feature, threshold, leaf }
}
