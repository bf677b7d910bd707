import type { Refusal } from '../http/refusal.ts'

/** Days a buyer may change a rating after first giving it. */
export const RATING_EDIT_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export type RatingRefusalCode =
  'order.not_found' | 'rating.no_farmer' | 'rating.not_delivered' | 'rating.edit_closed'

/** The order line as the rating rule reads it. */
export interface RatedLine {
  buyerId: string
  farmerId: string | null
  /** When the buyer's delivery was confirmed; null until then. */
  deliveryConfirmedAt: Date | null
}

/** Until when a rating first given at `createdAt` may be changed. */
export const editableUntil = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + RATING_EDIT_DAYS * DAY_MS)

/**
 * Why `buyerId` may not rate (or re-rate) `line` at `now`, or null when they may. Someone else's
 * line reads as not found, so order numbers cannot be probed. `existingCreatedAt` is when the
 * line's rating was first given, if it has one.
 */
export function ratingRefusal(input: {
  line: RatedLine | null
  buyerId: string
  existingCreatedAt: Date | null
  now: Date
}): Refusal<RatingRefusalCode> | null {
  const { line, buyerId, existingCreatedAt, now } = input
  if (!line || line.buyerId !== buyerId) return { code: 'order.not_found' }
  if (!line.farmerId) return { code: 'rating.no_farmer' }
  if (!line.deliveryConfirmedAt) return { code: 'rating.not_delivered' }
  if (existingCreatedAt && now.getTime() > editableUntil(existingCreatedAt).getTime())
    return { code: 'rating.edit_closed', params: { days: RATING_EDIT_DAYS } }
  return null
}

/** A farmer's running totals: how many ratings and the sum of their stars. */
export interface RatingTotals {
  count: number
  starsSum: number
}

/** The totals after a rating of `stars` is given (`previous` null) or changed from `previous`. */
export function totalsAfter(
  totals: RatingTotals,
  stars: number,
  previous: number | null,
): RatingTotals {
  return previous === null
    ? { count: totals.count + 1, starsSum: totals.starsSum + stars }
    : { count: totals.count, starsSum: totals.starsSum - previous + stars }
}

/** The average in stars to one decimal (4.25 → 4.3), or null without ratings. */
export function averageStars(totals: RatingTotals): number | null {
  if (totals.count <= 0) return null
  return Math.round((totals.starsSum / totals.count) * 10) / 10
}

/** A buyer as others see them on a comment: the first word of their name. */
export function publicBuyerName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}
