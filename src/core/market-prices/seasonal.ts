/**
 * A crop's seasonal calendar: how its price usually moves through the year, from years of monthly
 * prices. It does not depend on the latest prices, so it answers when they are old.
 *
 * - A month's level in a year is that month's median price; a year counts when it has at least
 *   MIN_MONTHS_IN_YEAR months, or, for a crop sold only in its season (litchi, cherry, custard
 *   apple), at least one month fewer than its usual season: the median number of months of the
 *   years with at least MIN_SEASON_MONTHS. A stray month of a year does not count.
 * - A month's index is its level as a percentage of its year's mean level, the median over the
 *   years (at least MIN_INDEX_YEARS: one season's stray month says nothing usual).
 * - A month's change is the median over years (again at least MIN_INDEX_YEARS) of the change from
 *   the month before (December of the year before for January), with how many years moved the same
 *   way.
 * - The usual rise and fall: over every window of 1–MAX_WINDOW_MONTHS months (across the year's end
 *   too), the median change from its first month to its last over the years that have both; the
 *   largest rise and the largest fall that at least AGREE_SHARE of at least MIN_YEARS years follow.
 */

/** Years of history a calendar needs. */
export const MIN_YEARS = 3
/** Months with prices a year needs to count (fewer for a crop with a shorter season). */
export const MIN_MONTHS_IN_YEAR = 6
/** Years with a price in a month for its usual level (index) or change to be told. */
export const MIN_INDEX_YEARS = 2
/** The shortest season a crop can have: a year with fewer months never counts. */
export const MIN_SEASON_MONTHS = 3
/** The longest window the usual rise or fall is looked for in. */
export const MAX_WINDOW_MONTHS = 4
/** Share of the years that must move the same way for a rise or fall to be called usual. */
export const AGREE_SHARE = 0.6
/** A rise or fall smaller than this (percent) is not worth a sentence. */
export const MIN_MOVE_PERCENT = 5

/** One month's median price in one year (any unit, the same for all). */
export interface MonthlyPrice {
  year: number
  /** 1–12 */
  month: number
  price: number
}

export interface SeasonalMonth {
  month: number
  /** Percent of the year’s mean price (median over years), one decimal; null with fewer than MIN_INDEX_YEARS years. */
  index: number | null
  /** Median change from the month before, percent, one decimal; null with fewer than MIN_INDEX_YEARS pairs. */
  change: number | null
  /** Years with a price in this month and the month before. */
  years: number
  /** Of them, years whose change had the sign of the median. */
  agree: number
}

export interface SeasonalMove {
  /** First and last month of the window (1–12; `to` may be in the next year). */
  from: number
  to: number
  /** Median change from `from` to `to`, percent, rounded to a whole number. */
  percent: number
  years: number
  agree: number
}

export interface SeasonalCalendar {
  /** Years counted (see {@link monthsNeeded}), and the first and last of them. */
  years: number
  firstYear: number
  lastYear: number
  months: SeasonalMonth[]
  rise: SeasonalMove | null
  fall: SeasonalMove | null
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}
const round1 = (x: number) => Math.round(x * 10) / 10
const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0)

/**
 * Months with prices a year needs to count: MIN_MONTHS_IN_YEAR, or one fewer than the crop's usual
 * season when that is shorter (the median months of the years with at least MIN_SEASON_MONTHS),
 * never under MIN_SEASON_MONTHS. A crop in the market all year needs 6, as before; litchi, in
 * season four or five months a year, needs 3.
 */
export function monthsNeeded(monthsPerYear: readonly number[]): number {
  const seasons = monthsPerYear.filter((n) => n >= MIN_SEASON_MONTHS)
  if (seasons.length === 0) return MIN_MONTHS_IN_YEAR
  const usual = median(seasons)
  return Math.min(MIN_MONTHS_IN_YEAR, Math.max(MIN_SEASON_MONTHS, Math.floor(usual) - 1))
}

/** The calendar of `prices`, or null when fewer than MIN_YEARS years count. */
export function seasonalCalendar(prices: readonly MonthlyPrice[]): SeasonalCalendar | null {
  const byYear = new Map<number, Map<number, number>>()
  for (const p of prices) {
    if (!(p.price > 0) || p.month < 1 || p.month > 12) continue
    let months = byYear.get(p.year)
    if (!months) byYear.set(p.year, (months = new Map<number, number>()))
    months.set(p.month, p.price)
  }
  const needed = monthsNeeded([...byYear.values()].map((m) => m.size))
  const years = [...byYear.keys()]
    .filter((y) => (byYear.get(y)?.size ?? 0) >= needed)
    .sort((a, b) => a - b)
  if (years.length < MIN_YEARS) return null
  const counted = new Set(years)
  /** The price of (year, month), month counted on past 12 into the next year. */
  const at = (year: number, month: number): number | undefined => {
    const y = year + Math.floor((month - 1) / 12)
    const m = ((month - 1) % 12) + 1
    return counted.has(y) ? byYear.get(y)?.get(m) : undefined
  }

  const months: SeasonalMonth[] = []
  for (let month = 1; month <= 12; month++) {
    const indexes: number[] = []
    const changes: number[] = []
    for (const y of years) {
      const level = byYear.get(y) as Map<number, number>
      const price = level.get(month)
      if (price === undefined) continue
      const mean = [...level.values()].reduce((a, b) => a + b, 0) / level.size
      indexes.push((price / mean) * 100)
      const before = month === 1 ? at(y - 1, 12) : at(y, month - 1)
      if (before !== undefined) changes.push((price / before - 1) * 100)
    }
    const change = changes.length >= MIN_INDEX_YEARS ? median(changes) : null
    months.push({
      month,
      index: indexes.length >= MIN_INDEX_YEARS ? round1(median(indexes)) : null,
      change: change === null ? null : round1(change),
      years: changes.length,
      agree: change === null ? 0 : changes.filter((c) => sign(c) === sign(change)).length,
    })
  }

  let rise: SeasonalMove | null = null
  let fall: SeasonalMove | null = null
  let riseBy = 0
  let fallBy = 0
  // Shorter windows first: of two equal moves the sharper one is told.
  for (let span = 1; span <= MAX_WINDOW_MONTHS; span++) {
    for (let from = 1; from <= 12; from++) {
      const moves: number[] = []
      for (const y of years) {
        const a = at(y, from)
        const b = at(y, from + span)
        if (a !== undefined && b !== undefined) moves.push((b / a - 1) * 100)
      }
      if (moves.length < MIN_YEARS) continue
      const percent = median(moves)
      if (Math.abs(percent) < MIN_MOVE_PERCENT) continue
      const agree = moves.filter((m) => sign(m) === sign(percent)).length
      if (agree < Math.ceil(AGREE_SHARE * moves.length)) continue
      const move = {
        from,
        to: ((from + span - 1) % 12) + 1,
        percent: Math.round(percent),
        years: moves.length,
        agree,
      }
      if (percent > riseBy) [rise, riseBy] = [move, percent]
      if (percent < fallBy) [fall, fallBy] = [move, percent]
    }
  }
  return {
    years: years.length,
    firstYear: years[0] as number,
    lastYear: years.at(-1) as number,
    months,
    rise,
    fall,
  }
}
