import type { Prediction } from '#core/market-prices/market-prices.contract.ts'

/**
 * A 7-day forecast as /api/predict answers it (Tomato at Kolar, the nearest series to a farmer
 * outside Karnataka, unless `over` says otherwise), for the page and chart tests.
 */
export function predictionFixture(over: Partial<Prediction> = {}): Prediction {
  return {
    crop: 'Tomato',
    market: 'Kolar',
    state: 'Karnataka',
    district: 'Kolar',
    scope: 'india',
    lastDate: '2025-12-27',
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
