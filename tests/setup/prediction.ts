import type { Prediction } from '#core/market-prices/market-prices.contract.ts'

/**
 * A 7-day forecast as /api/predict answers it (the crop's median across markets unless `over`
 * names a market), for the page and chart tests.
 */
export function predictionFixture(over: Partial<Prediction> = {}): Prediction {
  return {
    crop: 'Tomato',
    market: null,
    state: null,
    district: null,
    dates: [
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ],
    prices: [20, 20.5, 21, 21, 21.5, 22, 22],
    lower: [18, 18, 18.5, 18.5, 19, 19, 19],
    upper: [22, 23, 23.5, 23.5, 24, 25, 25],
    method: 'farmtrek (naive)',
    backtestMape: 12,
    ...over,
  }
}
