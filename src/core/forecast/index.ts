/** Price forecasting: the farmtrek forecaster, BASELINES.md's baselines, metrics and backtest. */
export { backtest, summarizeBacktests, BACKTEST_METHODS } from './backtest.ts'
export type {
  BacktestMethod,
  BacktestOptions,
  BacktestSummary,
  MethodScore,
  MethodSummary,
  SeriesBacktest,
} from './backtest.ts'
export {
  drift,
  driftDaily,
  naive,
  naiveDaily,
  seasonalNaive,
  seasonalNaiveDaily,
} from './baselines.ts'
export type { BaselineResult } from './baselines.ts'
export { readPriceSeries } from './csv.ts'
export type { PriceSeries } from './csv.ts'
export { forecast, forecastDaily } from './forecast.ts'
export type { ForecastOptions, ForecastResult } from './forecast.ts'
export { mape, mase, maseScale } from './metrics.ts'
export { isError, toDaily } from './series.ts'
export type { DailySeries, ForecastError, SeriesPoint } from './series.ts'
