/** Price forecasting: the farmtrek forecasters, the reference baselines, metrics and backtest. */
export { backtest, summarizeBacktests, BACKTEST_METHODS } from './backtest.ts'
export type {
  BacktestMethod,
  BacktestOptions,
  BacktestSummary,
  MethodScore,
  MethodSummary,
  ScoredPoint,
  SeriesBacktest,
} from './backtest.ts'
export {
  drift,
  driftDaily,
  ets,
  etsDaily,
  naive,
  naiveDaily,
  seasonalNaive,
  seasonalNaiveDaily,
} from './baselines.ts'
export type { BaselineResult } from './baselines.ts'
export { theta, thetaDaily, THETA_WINDOW } from './theta.ts'
export { calendarDaily, calendarForecast, calendarIndexes } from './calendar-baseline.ts'
export { readPriceSeries } from './csv.ts'
export type { PriceSeries } from './csv.ts'
export { forecast, forecastDaily } from './forecast.ts'
export type { ForecastOptions, ForecastResult } from './forecast.ts'
export { FEATURES, N_FEATURES, writeFeatures } from './features.ts'
export { predictGbt, trainGbt } from './gbt.ts'
export type { GbtModel, GbtParams } from './gbt.ts'
export {
  createForecaster,
  forecastCombinedDaily,
  MIN_ORIGIN,
  modelProblem,
  shrinkToward,
} from './global-model.ts'
export type { ForecastModel, Forecaster, GlobalForecastOptions } from './global-model.ts'
export { orderPeers, PEER_FEATURES, toPeer, writePeerFeatures } from './peers.ts'
export type { Peer, Peers } from './peers.ts'
export { hashString, mixedHash, seededRandom } from './rng.ts'
export {
  buildSamples,
  calibrate,
  CALIBRATE_COMMODITIES,
  DEFAULT_TRAIN_OPTIONS,
  isCalibrationSeries,
  recalibrate,
  splitForCalibration,
  peerFinder,
  prepareSeries,
  trainForecastModel,
} from './training.ts'
export {
  DENSITY_EDGES,
  fitCombination,
  lastOrigins,
  SHRINK_GRID,
  spreadOrigins,
  upTo,
} from './combination.ts'
export type { TrainingSeries, TrainOptions } from './training.ts'
export { mape, mase, maseScale } from './metrics.ts'
export { isError, toDaily } from './series.ts'
export type { DailySeries, ForecastError, SeriesPoint } from './series.ts'
