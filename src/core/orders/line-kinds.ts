/** What an order line sells: an item of the fixed catalogue, or a farmer's listing. */
export const ORDER_LINE_KINDS = ['catalogue', 'listing'] as const
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number]
