/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the series and the sample arrays their loops walk, which noUncheckedIndexedAccess cannot follow */
/**
 * Training the global model: samples of (features at an origin, log change to a reported
 * price h days later) drawn from many series, gradient-boosted trees fitted to them, and the band
 * factors fitted on series held out of the trees' training. Pure and deterministic for a seed; the
 * CLI (src/server/cli/forecast-train.ts) reads the files and writes the model.
 */
import { dayNumber } from '../dates/dates.ts'
import { DENSITY_EDGES, fitCombination } from './combination.ts'
import { FEATURES, N_BASE_FEATURES, N_FEATURES, N_OWN_FEATURES, writeFeatures } from './features.ts'
import { orderPeers, toPeer, writePeerFeatures, type Peer, type Peers } from './peers.ts'
import { writeSeasonFeatures } from './season-features.ts'
import { trainGbt, type GbtParams } from './gbt.ts'
import { MIN_ORIGIN, type ForecastModel } from './global-model.ts'
import { mixedHash, seededRandom } from './rng.ts'
import { isError, toDaily, type DailySeries, type SeriesPoint } from './series.ts'

/**
 * One market's series (Rs/quintal) with the group it is split by (its market: "state / district /
 * market"). Series of the same `commodity` are each other's peers (peers.ts); without one, none.
 */
export type TrainingSeries = {
  key: string
  group: string
  commodity?: string
  points: readonly SeriesPoint[]
}
type Prepared = { key: string; group: string; commodity?: string; daily: DailySeries }
/** Fold k of `of` of the training markets (seeded hash), a probe's calibration markets. */
type CalibrationFold = { k: number; of: number }
/** A calibration series, forecast with `model`'s trees when given (a probe's), else the model's. */
type CalibrationSeries = { daily: DailySeries; peers?: Peers | undefined; model?: ForecastModel }

export type TrainOptions = {
  seed: number
  /** Horizons 1..horizon are trained and calibrated (days). */
  horizon: number
  /** Series with fewer reported days are not used. */
  minReports: number
  /** Samples drawn per series at most (so long series do not drown short ones). */
  perSeries: number
  /** Only prices dated before this ISO date are used (a later-period split); all when absent. */
  before?: string
  /** Share of markets whose series fit the band factors instead of the trees. */
  calibrationShare: number
  /**
   * Share of commodities whose series (in every market) fit the band factors instead of the trees,
   * so that the calibration holds unseen commodities as well as unseen markets (0: markets only).
   */
  calibrationCommodityShare: number
  /** Series used for the band factors at most, and origins per series (the last ones). */
  calibrationSeries: number
  /** Fewest reported days of a series used for the weights and band (as many as evaluation asks). */
  calibrationMinReports: number
  /**
   * Calibration origins: every `calibrationEvery`-th day of each calibration series' whole history
   * (every season, and a band factor per month), or with 0 its last `calibrationOrigins` days (the
   * passes before the sixth: one block in time, unlike the seasons a forecast is made in).
   */
  calibrationEvery: number
  calibrationOrigins: number
  /**
   * A band fitted in time order (the eighth pass; tried, not the committed model's): the band comes
   * from probe trees fitted on prices before this ISO date, scored on the calibration series'
   * origins from it on (up to `before`), so that it is fitted on years the trees never learnt from.
   * The weights are fitted as without it. Needs calibrationEvery.
   */
  bandFrom?: string
  /**
   * With bandFrom: probes fitted one per fold of the training markets (seeded hash, K folds; fold
   * 0 is the calibration markets), each fold's series scored by the probe that never saw its market,
   * so that every training market calibrates the band rather than one in five. 1: one probe.
   */
  calibrationFolds?: number
  /**
   * The model's bandFloor (global-model.ts), set before the band is fitted; 0 or absent: none.
   * 0.5 since the ninth pass (docs/forecast.md).
   */
  bandFloor?: number
  /** The model's bandRecent (global-model.ts), set before the band is fitted; 0 or absent: none. */
  bandRecent?: number
  /** Target pooled coverage of the band. */
  coverage: number
  weight: number
  /**
   * Samples are weighted by price / MASE scale (the series' mean absolute daily change up to the
   * origin), capped at this, so the trees weigh errors as the MASE does; 0 = unweighted.
   */
  maseWeightCap: number
  /** Share of tree series trained without their peers (the product forecasts some series alone). */
  peerDropout: number
  /** Fit a shrinkage toward the last price per horizon on the calibration markets (combination.ts). */
  shrink: boolean
  /**
   * Fit one shrinkage toward the last price on the calibration series by the share of them ahead of
   * naive (combination.ts, fitShareShrink), kept only when it gains without costing the means.
   */
  shrinkShare: boolean
  /**
   * Train with the seasonal features too (season-features.ts, the twelfth pass); absent or false:
   * the features up to the peers', as every model before it.
   */
  seasonFeatures?: boolean
  gbt: Omit<GbtParams, 'seed'>
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  seed: 19,
  horizon: 7,
  minReports: 30,
  perSeries: 1000,
  calibrationShare: 0.2,
  calibrationCommodityShare: 0,
  calibrationSeries: 400,
  calibrationMinReports: 100,
  calibrationEvery: 3,
  calibrationOrigins: 60,
  coverage: 0.8,
  weight: 0.5,
  maseWeightCap: 200,
  peerDropout: 0.15,
  shrink: false,
  shrinkShare: false,
  bandFloor: 0.5,
  gbt: { trees: 400, depth: 4, learningRate: 0.05, minLeaf: 200, subsample: 0.5, bins: 64 },
}

/** The daily series of each input with at least `minReports` reported days (before `before`). */
export function prepareSeries(
  series: readonly TrainingSeries[],
  minReports: number,
  before?: string,
): Prepared[] {
  const cut = before === undefined ? null : dayNumber(before)
  const out: Prepared[] = []
  for (const s of series) {
    const pts = cut === null ? s.points : s.points.filter((p) => (dayNumber(p.date) ?? cut) < cut)
    const d = toDaily(pts, { minPoints: Math.max(2, minReports) })
    if (!isError(d)) out.push({ key: s.key, group: s.group, commodity: s.commodity, daily: d })
  }
  return out
}

const stateOf = (group: string) => group.split(' / ')[0] ?? ''
/** State and district: district names repeat across states. */
const districtOf = (group: string) => group.split(' / ').slice(0, 2).join(' / ')

/**
 * A function giving each series its peers: the series of `pool` with the same commodity (itself
 * excluded), most regular first, flagged when in the same state.
 */
export function peerFinder(
  pool: readonly Prepared[],
): (s: { key: string; group: string; commodity?: string | undefined }) => Peers | undefined {
  const byCommodity = new Map<
    string,
    { key: string; state: string; district: string; peer: Peer }[]
  >()
  for (const p of pool) {
    if (p.commodity === undefined) continue
    let list = byCommodity.get(p.commodity)
    if (!list) byCommodity.set(p.commodity, (list = []))
    list.push({
      key: p.key,
      state: stateOf(p.group),
      district: districtOf(p.group),
      peer: toPeer(p.daily, false),
    })
  }
  for (const list of byCommodity.values()) {
    const order = orderPeers(list.map((x) => x.peer))
    const rank = new Map(order.map((peer, i) => [peer, i]))
    list.sort((a, b) => rank.get(a.peer)! - rank.get(b.peer)!)
  }
  return (s) => {
    const list = s.commodity === undefined ? undefined : byCommodity.get(s.commodity)
    if (!list) return undefined
    const state = stateOf(s.group)
    const district = districtOf(s.group)
    return list
      .filter((x) => x.key !== s.key)
      .map((x) => ({
        ...x.peer,
        sameState: x.state === state,
        sameDistrict: x.district === district,
      }))
  }
}

/**
 * Training rows: for each series, up to `perSeries` seeded draws among its (origin o ≥ MIN_ORIGIN,
 * horizon h) pairs whose day o + h had a report; features at (o, h) and target ln(y[o+h] / y[o]).
 */
export function buildSamples(
  series: readonly { daily: DailySeries; peers?: Peers | undefined }[],
  horizon: number,
  perSeries: number,
  seed: number,
  maseWeightCap = 0,
  nFeatures = N_BASE_FEATURES,
): { x: Float32Array; y: Float32Array; w: Float32Array } {
  const rnd = seededRandom(seed)
  const seasonal = nFeatures > N_BASE_FEATURES
  const xs: number[] = []
  const ys: number[] = []
  const ws: number[] = []
  const row = new Float64Array(N_FEATURES)
  for (const { daily, peers } of series) {
    const { values, reported } = daily
    const L = values.length - 1
    let peersAt = -1
    const cumAbs = new Float64Array(L + 1)
    for (let t = 1; t <= L; t++) cumAbs[t] = cumAbs[t - 1]! + Math.abs(values[t]! - values[t - 1]!)
    let count = 0
    for (let o = MIN_ORIGIN; o < L; o++)
      for (let h = 1; h <= horizon && o + h <= L; h++) count += reported[o + h]!
    if (!count) continue
    const q = Math.min(1, perSeries / count)
    for (let o = MIN_ORIGIN; o < L; o++) {
      for (let h = 1; h <= horizon && o + h <= L; h++) {
        if (!reported[o + h] || rnd() >= q) continue
        writeFeatures(values, reported, o, h, row)
        if (peersAt !== o) {
          writePeerFeatures(peers, daily, o, row, N_OWN_FEATURES)
          peersAt = o
        }
        if (seasonal) writeSeasonFeatures(values, daily.start, peers, o, h, row, N_BASE_FEATURES)
        for (let f = 0; f < nFeatures; f++) xs.push(row[f]!)
        ys.push(Math.log(values[o + h]! / values[o]!))
        const scale = cumAbs[o]! / o
        ws.push(
          maseWeightCap > 0
            ? Math.min(maseWeightCap, scale > 0 ? values[o]! / scale : maseWeightCap)
            : 1,
        )
      }
    }
  }
  const meanW = ws.reduce((a, b) => a + b, 0) / (ws.length || 1)
  return {
    x: Float32Array.from(xs),
    y: Float32Array.from(ys),
    w: Float32Array.from(ws, (v) => v / meanW),
  }
}

function reportCount(d: DailySeries): number {
  let n = 0
  for (const r of d.reported) n += r
  return n
}

/**
 * Trains a model on `series`: markets are split (seeded) into a tree-fitting share and a band share;
 * trees are fitted to samples from the first, band factors on the second. Same series, options and
 * seed → the same model, number for number.
 */
export function trainForecastModel(
  series: readonly TrainingSeries[],
  opts: TrainOptions = DEFAULT_TRAIN_OPTIONS,
  log: (msg: string) => void = () => {},
): ForecastModel {
  const main = fitTrees(series, opts, log)
  const { fit, cal, peersOf } = main
  const model: ForecastModel = {
    version: 1,
    features: FEATURES.slice(0, featureCount(opts)),
    gbt: main.gbt,
    weight: opts.weight,
    band: [1],
    training: {},
  }
  const calSeries = cal.map((s) => ({ daily: s.daily, peers: peersOf(s) }))
  calibrate(model, calSeries, opts, log)
  if (opts.bandFrom !== undefined) bandInTimeOrder(model, series, opts, log)
  model.training = {
    seed: opts.seed,
    before: opts.before ?? null,
    seriesForTrees: fit.length,
    seriesForBand: cal.length,
    samples: main.samples,
    // Without shrinkage the record is the one models were written with before the option existed.
    options: { ...withoutShrink(opts), before: opts.before ?? null },
  }
  return model
}

/**
 * The band fitted in time order (`opts.bandFrom`), in place: probe trees fitted on the tree series'
 * prices before `bandFrom` (one per fold of the markets with `calibrationFolds`, each beside its
 * fold's markets) forecast their calibration series from `bandFrom` on (as the trees will meet the
 * years after their own prices), around the model's own weights. Those weights (the point
 * forecast) stay as fitted with the trees themselves on the calibration series' whole history:
 * fitted on the probes' one year, they were worse on the development split.
 */
function bandInTimeOrder(
  model: ForecastModel,
  series: readonly TrainingSeries[],
  opts: TrainOptions,
  log: (msg: string) => void,
): void {
  const folds = opts.calibrationFolds ?? 1
  const pooled: CalibrationSeries[] = []
  for (let k = 0; k < folds; k++) {
    const foldOpts = folds > 1 ? { ...opts, calibrationFold: { k, of: folds } } : opts
    log(`probe ${k + 1}/${folds}: trees on prices before ${opts.bandFrom}`)
    const probe = fitTrees(series, { ...foldOpts, before: opts.bandFrom }, log)
    const probeModel: ForecastModel = { ...model, gbt: probe.gbt, band: [1] }
    const { cal, peersOf } = splitForCalibration(series, foldOpts)
    for (const s of cal) pooled.push({ daily: s.daily, peers: peersOf(s), model: probeModel })
  }
  log(`band fitted on ${pooled.length} series from ${opts.bandFrom}`)
  const fromDay = dayNumber(opts.bandFrom ?? '')
  if (fromDay === null) throw new Error(`bandFrom: '${opts.bandFrom}' is not a date`)
  const fitted = calibrate({ ...model, band: [1] }, pooled, opts, log, {
    fromDay,
    weights: model.weights,
  })
  for (const key of ['band', 'shrink', 'bandByMonth'] as const)
    if (fitted[key] !== undefined) Object.assign(model, { [key]: fitted[key] })
}

/** How many of FEATURES a model trained with `opts` uses. */
const featureCount = (opts: TrainOptions) => (opts.seasonFeatures ? N_FEATURES : N_BASE_FEATURES)

/** The trees fitted on the tree series of the seeded split (prices before `opts.before`). */
function fitTrees(
  series: readonly TrainingSeries[],
  opts: TrainOptions,
  log: (msg: string) => void,
) {
  const { fit, cal, peersOf, treePeersOf } = splitForCalibration(series, opts)
  const drop = seededRandom(opts.seed + 2)
  const fitWithPeers = fit.map((s) => ({
    daily: s.daily,
    peers: drop() < opts.peerDropout ? undefined : treePeersOf(s),
  }))
  const { x, y, w } = buildSamples(
    fitWithPeers,
    opts.horizon,
    opts.perSeries,
    opts.seed,
    opts.maseWeightCap,
    featureCount(opts),
  )
  const calKinds = { market: 0, commodity: 0, both: 0 }
  for (const s of cal) {
    const m = isCalibrationSeries({ group: s.group }, opts)
    const c = isCalibrationSeries(
      { group: '\u0000', commodity: s.commodity },
      { ...opts, calibrationShare: 0 },
    )
    calKinds[m && c ? 'both' : m ? 'market' : 'commodity']++
  }
  log(
    `${fit.length} series (${y.length} samples) for the trees, ${cal.length} for the band ` +
      `(${calKinds.market} of a calibration market, ${calKinds.commodity} of a calibration ` +
      `commodity, ${calKinds.both} both)`,
  )
  const gbt = trainGbt(
    x,
    y,
    featureCount(opts),
    { ...opts.gbt, seed: opts.seed },
    (k) => {
      if ((k + 1) % 50 === 0) log(`  tree ${k + 1}/${opts.gbt.trees}`)
    },
    opts.maseWeightCap > 0 ? w : undefined,
  )
  return { gbt, fit, cal, peersOf, samples: y.length }
}

/**
 * The options as recorded in the model: options at their "off" value that did not exist when the
 * committed model was written are left out, so that its record (and bytes) stay the same.
 */
function withoutShrink(opts: TrainOptions): Partial<TrainOptions> {
  const { shrink, shrinkShare, calibrationCommodityShare, seasonFeatures, ...rest } = opts
  return {
    ...rest,
    ...(seasonFeatures ? { seasonFeatures } : {}),
    ...(shrink ? { shrink } : {}),
    ...(shrinkShare ? { shrinkShare } : {}),
    ...(calibrationCommodityShare > 0 ? { calibrationCommodityShare } : {}),
  }
}

/**
 * Whether a series fits the combination and the band rather than the trees: its market is a
 * calibration market or its commodity a calibration commodity (seeded hashes of their names).
 */
export function isCalibrationSeries(
  s: { group: string; commodity?: string | undefined },
  opts: Pick<TrainOptions, 'seed' | 'calibrationShare' | 'calibrationCommodityShare'> & {
    calibrationFold?: CalibrationFold | undefined
  },
): boolean {
  const u = mixedHash(`${opts.seed}\u0000${s.group}`) / 4294967296
  // Fold k of K: fold 0 of 5 is the markets of calibrationShare 0.2.
  if (opts.calibrationFold)
    return Math.floor(u * opts.calibrationFold.of) === opts.calibrationFold.k
  if (u < opts.calibrationShare) return true
  return (
    s.commodity !== undefined &&
    opts.calibrationCommodityShare > 0 &&
    mixedHash(`${opts.seed}\u0000commodity\u0000${s.commodity}`) / 4294967296 <
      opts.calibrationCommodityShare
  )
}

/**
 * The series of `series` held out of the trees for the combination and the band (those of the
 * calibration markets and commodities, isCalibrationSeries), the tree-fitting rest, the peers'
 * finder of the training data (for the calibration series, as evaluation reads every market) and
 * that of the tree-fitting series alone (no calibration series' price is a feature of a tree row).
 */
export function splitForCalibration(
  series: readonly TrainingSeries[],
  opts: TrainOptions & { calibrationFold?: CalibrationFold | undefined },
) {
  const prepared = prepareSeries(series, opts.minReports, opts.before)
  const isCal = (s: { group: string; commodity?: string | undefined }) =>
    isCalibrationSeries(s, {
      seed: opts.seed,
      calibrationShare: opts.calibrationShare,
      // Models trained before the option existed held out markets only.
      calibrationCommodityShare: opts.calibrationCommodityShare ?? 0,
      calibrationFold: opts.calibrationFold,
    })
  const fit = prepared.filter((s) => !isCal(s))
  const calAll = prepared.filter(
    (s) => isCal(s) && reportCount(s.daily) >= opts.calibrationMinReports,
  )
  // A seeded choice of calibration series when there are more than needed.
  const rnd = seededRandom(opts.seed + 1)
  const cal = calAll
    .map((s) => ({ s, r: rnd() }))
    .sort((a, b) => a.r - b.r)
    .slice(0, opts.calibrationSeries)
    .map((c) => c.s)
  // Peers come from every series of the training data with 2 reported days or more. With
  // calibration commodities (the fifth pass) the trees' rows read only the tree series as peers;
  // without them, as the committed model was trained, the calibration markets are peers too.
  const peersOf = peerFinder(prepareSeries(series, 2, opts.before))
  const treePeersOf =
    (opts.calibrationCommodityShare ?? 0) > 0
      ? peerFinder(
          prepareSeries(
            series.filter((s) => !isCal(s)),
            2,
            opts.before,
          ),
        )
      : peersOf
  return { fit, cal, peersOf, treePeersOf }
}

/**
 * The fifth pass's calibration (docs/forecast.md, "Fifth pass"): 20% of the commodities held out of
 * the trees beside 20% of the markets, up to 1,000 calibration series, and the share shrinkage.
 * Not the committed model's (it did not bring the band nearer 80% on unseen series).
 */
export const CALIBRATE_COMMODITIES: Pick<
  TrainOptions,
  'calibrationCommodityShare' | 'calibrationSeries' | 'shrinkShare'
> = { calibrationCommodityShare: 0.2, calibrationSeries: 1000, shrinkShare: true }

/**
 * Fits the model's combination weights, shrinkage (when `opts.shrink`) and band factors on the
 * calibration series, in place (on every `calibrationEvery`-th day of their history); with
 * `timeOrder`, only on origins from its day on, and around its weights (kept as they are).
 */
export function calibrate(
  model: ForecastModel,
  cal: readonly CalibrationSeries[],
  opts: TrainOptions,
  log: (msg: string) => void = () => {},
  timeOrder?: { fromDay: number; weights: readonly number[] | undefined },
): ForecastModel {
  const origins =
    opts.calibrationEvery > 0
      ? { every: opts.calibrationEvery, ...(timeOrder ? { fromDay: timeOrder.fromDay } : {}) }
      : opts.calibrationOrigins
  // The band is fitted around the floor; the field is written last (below).
  const floored = {
    ...model,
    bandFloor: opts.bandFloor || undefined,
    bandRecent: opts.bandRecent || undefined,
  }
  const fitted = fitCombination(floored, cal, opts.horizon, origins, opts.coverage, {
    shrink: opts.shrink,
    shrinkShare: opts.shrinkShare,
    ...(timeOrder?.weights ? { weights: timeOrder.weights } : {}),
  })
  model.band = fitted.band
  model.densityEdges = [...DENSITY_EDGES]
  model.weights = fitted.weights
  if (fitted.shrink) model.shrink = fitted.shrink
  else delete model.shrink
  // Last, as a recalibrated model (whose other fields were there before) writes it.
  if (fitted.bandByMonth) model.bandByMonth = fitted.bandByMonth
  else delete model.bandByMonth
  // After bandByMonth, as recalibrating a model written before the floor writes it.
  if (opts.bandFloor) model.bandFloor = opts.bandFloor
  else delete model.bandFloor
  if (opts.bandRecent) model.bandRecent = opts.bandRecent
  else delete model.bandRecent
  log(
    `weights by reporting density (edges ${DENSITY_EDGES.join(', ')}): ${fitted.weights.join(', ')}` +
      `; shrink ${fitted.shrink?.join(', ') ?? 'none'}; band ${fitted.band.join(', ')}` +
      `; by month ${fitted.bandByMonth?.join(', ') ?? 'none'}`,
  )
  return model
}

/**
 * `model`'s trees with the combination, shrinkage and band fitted again on the calibration markets
 * of `series` (the same seeded split as training, so the trees never saw them).
 */
export function recalibrate(
  model: ForecastModel,
  series: readonly TrainingSeries[],
  opts: TrainOptions,
  log: (msg: string) => void = () => {},
): ForecastModel {
  // The calibration split must be the one the trees were trained beside: a model written before
  // calibration commodities existed held out calibration markets only.
  const recorded = (model.training.options ?? {}) as Partial<TrainOptions>
  // Refitting a band fitted in time order on the trees themselves would fit it on the years they
  // learnt from: it is refitted in time order, or not at all.
  if (recorded.bandFrom !== undefined && opts.bandFrom === undefined)
    throw new Error('a band fitted in time order is refitted in time order: give bandFrom')
  const splitOpts = {
    ...opts,
    calibrationCommodityShare: recorded.calibrationCommodityShare ?? 0,
    calibrationSeries: recorded.calibrationSeries ?? opts.calibrationSeries,
  }
  const { cal, peersOf } = splitForCalibration(series, splitOpts)
  const copy: ForecastModel = { ...model, band: [1], training: { ...model.training } }
  calibrate(
    copy,
    cal.map((s) => ({ daily: s.daily, peers: peersOf(s) })),
    opts,
    log,
  )
  // The trees are kept; the probes are trained again (the same seeded split as training).
  if (opts.bandFrom !== undefined) bandInTimeOrder(copy, series, splitOpts, log)
  // Recorded as training records its options, so that recalibrating the committed model and
  // training it again with the same options write the same file.
  copy.training = {
    ...copy.training,
    options: { ...withoutShrink(opts), before: opts.before ?? null },
  }
  return copy
}
