/** Small statistics and formatting helpers for the benchmark report. */

export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b)
}

/** Nearest-rank percentile (p in 0..100) of `values`; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const s = sorted(values)
  const rank = Math.ceil((p / 100) * s.length)
  return s[Math.min(s.length - 1, Math.max(0, rank - 1))]!
}

export { median } from '../../src/core/stats/median.ts'

/** A number with `digits` decimals and thin grouping, or "—" when not finite. */
export function fmt(n: number | undefined | null, digits = 0): string {
  if (n === undefined || n === null || !Number.isFinite(n)) return '—'
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** Bytes as kB (1 kB = 1,000 bytes) with one decimal. */
export const kB = (bytes: number) => `${fmt(bytes / 1000, 1)} kB`

/** A ratio such as `1.23×`. */
export const ratio = (a: number, b: number) =>
  b > 0 && Number.isFinite(a) ? `${fmt(a / b, 2)}×` : '—'

/** A share such as `41%`. */
export const pct = (a: number, b: number) =>
  b > 0 && Number.isFinite(a) ? `${fmt((100 * a) / b, 0)}%` : '—'

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** Milliseconds since `start` (performance.now()). */
export const since = (start: number) => performance.now() - start
