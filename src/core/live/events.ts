/**
 * The names of the server-sent events, shared by the server that sends them and the client that
 * listens: a name spelt two ways would be an event nobody hears.
 */
export const LIVE_EVENTS = {
  /** First event on every stream: the stream is open; its id is the replay cursor. */
  ready: 'ready',
  /** To a farmer (`farmer:<id>`): one of their supply-chain orders, new or changed. */
  supplyChain: 'supply-chain',
  /** To a buyer (`buyer:<id>`): a farmer moved one of their order lines. */
  orderStatus: 'order-status',
  /** To a buyer: one of their sessions placed an order (other tabs refresh). */
  orderPlaced: 'order-placed',
  /** To a buyer (an order's payment or refund) or a farmer (a line's payout) changed. */
  payment: 'payment',
} as const
export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS]
