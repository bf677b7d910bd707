import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { SupplyChainList, SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { LIVE_EVENTS } from '#core/live/events.ts'
import { useLiveStream, type StreamState } from '#client/lib/use-live-stream.ts'
import { summaryKey } from '#client/features/supply-chain/api/get-supply-chain-summary.ts'

export type { StreamState }

const KEY = ['supply-chain'] as const

/** A Pending order that has not changed since it was placed: just arrived. */
export const isNewOrder = (o: SupplyChainOrder) =>
  o.status === 'Pending' && o.createdAt === o.updatedAt
const STREAM_URL = '/api/supply-chain/stream'

/**
 * The contract's schema of an order, loaded with the first event: every farmer page listens, and
 * zod stays out of their first load.
 */
const orderSchema = () =>
  import('#core/supply-chain/supply-chain.contract.ts').then((m) => m.SupplyChainOrderSchema)

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
      // Read with the contract's schema (orderSchema above).
      [LIVE_EVENTS.supplyChain]: (data) => {
        // The header's count of open orders follows every change.
        void qc.invalidateQueries({ queryKey: summaryKey })
        const readList = () => void qc.invalidateQueries({ queryKey: KEY })
        orderSchema().then((schema) => {
          const read = schema.safeParse(data)
          // An event we cannot read: fetch the list instead.
          if (!read.success) return readList()
          upsertSupplyChainOrder(qc, read.data)
          if (isNewOrder(read.data)) onNewOrder?.(read.data)
        }, readList)
      },
      // A line's money changed (paid and held, released, refunded): the list is read again.
      [LIVE_EVENTS.payment]: () => void qc.invalidateQueries({ queryKey: KEY }),
    },
    onReady: (reconnected) => {
      if (!reconnected) void qc.invalidateQueries({ queryKey: KEY })
    },
  })
}
