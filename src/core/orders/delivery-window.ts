/**
 * When a buyer can expect an order: farmers dispatch within a day or two and deliver by road, so
 * FarmTrek promises 2 to 5 days from the order. Pure: the caller passes `now`.
 */
export const DELIVERY_DAYS = { from: 2, to: 5 } as const

const DAY_MS = 86_400_000

export function deliveryWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + DELIVERY_DAYS.from * DAY_MS),
    to: new Date(now.getTime() + DELIVERY_DAYS.to * DAY_MS),
  }
}
