import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  SUPPLY_CHAIN_EVENT,
  SupplyChainOrderSchema,
  type SupplyChainList,
  type SupplyChainOrder,
} from '#core/supply-chain/supply-chain.contract.ts'
import { useLiveStream, type StreamState } from '#client/lib/use-live-stream.ts'

export type { StreamState }

const KEY = ['supply-chain'] as const
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
export function useSupplyChainStream(): StreamState {
  const qc = useQueryClient()
  return useLiveStream(STREAM_URL, {
    events: {
      [SUPPLY_CHAIN_EVENT]: (data) => {
        const order = SupplyChainOrderSchema.safeParse(data)
        // An event we cannot read: fetch the list instead.
        if (order.success) upsertSupplyChainOrder(qc, order.data)
        else void qc.invalidateQueries({ queryKey: KEY })
      },
    },
    onReady: (reconnected) => {
      if (!reconnected) void qc.invalidateQueries({ queryKey: KEY })
    },
  })
}
