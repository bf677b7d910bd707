import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { SupplyChainList, SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { isSupplyChainOrder } from '#core/supply-chain/supply-chain-event.ts'
import { LIVE_EVENTS } from '#core/live/events.ts'
import { useLiveStream, type StreamState } from '#client/lib/use-live-stream.ts'
import { summaryKey } from '#client/features/supply-chain/api/get-supply-chain-summary.ts'

export type { StreamState }

const KEY = ['supply-chain'] as const

/** A Pending order that has not changed since it was placed: just arrived. */
export const isNewOrder = (o: SupplyChainOrder) =>
  o.status === 'Pending' && o.createdAt === o.updatedAt
const STREAM_URL = '/api/supply-chain/stream'

/** Puts a changed or new order into the cached list, newest first; an older copy never wins. */
export function upsertSupplyChainOrder(qc: QueryClient, order: SupplyChainOrder) {
  qc.setQueryData<SupplyChainList>(KEY, (list) => {
    if (!list) return list
    const current = list.items.find((o) => o.id === order.id)
    if (current && current.updatedAt > order.updatedAt) return list
    const items = current
      ? list.items.map((o) => (o.id === order.id ? order : o))
      : [order, ...list.items]
    items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    return { items }
  })
}

/**
 * Keeps the supply-chain list live: a new or changed order goes into the cached list. A first
 * stream starts from now, so the list is fetched once when it opens, in case a change came in
 * between the list's load and the stream's start.
 */
export function useSupplyChainStream(onNewOrder?: (order: SupplyChainOrder) => void): StreamState {
  const qc = useQueryClient()
  return useLiveStream(STREAM_URL, {
    events: {
      // Checked by a guard, not parsed with the contract's schema: every farmer page listens,
      // and zod stays out of their first load (issues 20/21).
      [LIVE_EVENTS.supplyChain]: (order) => {
        // The header's count of open orders follows every change.
        void qc.invalidateQueries({ queryKey: summaryKey })
        // An event we cannot read: fetch the list instead.
        if (!isSupplyChainOrder(order)) return void qc.invalidateQueries({ queryKey: KEY })
        upsertSupplyChainOrder(qc, order)
        if (isNewOrder(order)) onNewOrder?.(order)
      },
      // A line's money changed (paid and held, released, refunded): the list is read again.
      [LIVE_EVENTS.payment]: () => void qc.invalidateQueries({ queryKey: KEY }),
    },
    onReady: (reconnected) => {
      if (!reconnected) void qc.invalidateQueries({ queryKey: KEY })
    },
  })
}
