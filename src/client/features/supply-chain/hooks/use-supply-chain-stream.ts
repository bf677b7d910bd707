import { useEffect, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  SUPPLY_CHAIN_EVENT,
  SupplyChainOrderSchema,
  type SupplyChainList,
  type SupplyChainOrder,
} from '#core/supply-chain/supply-chain.contract.ts'

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

export type StreamState = 'connecting' | 'live' | 'reconnecting'

/**
 * Keeps the supply-chain list live over server-sent events. The browser's EventSource reconnects
 * by itself and sends Last-Event-ID, so the server replays what was missed. If the browser gives
 * up (the server answered an error), we open a new one after a pause, passing the last id we saw.
 */
export function useSupplyChainStream(): StreamState {
  const qc = useQueryClient()
  const [state, setState] = useState<StreamState>('connecting')
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let lastId = ''
    let retry: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    let delay = 2000
    let first = true

    const open = () => {
      const url = lastId ? `${STREAM_URL}?lastEventId=${encodeURIComponent(lastId)}` : STREAM_URL
      const es = new EventSource(url)
      source = es
      es.addEventListener('ready', (e) => {
        if ((e as MessageEvent).lastEventId) lastId = (e as MessageEvent).lastEventId
        delay = 2000
        setState('live')
        // A first stream starts from now; refetch once so a change made before it opened shows.
        if (first) void qc.invalidateQueries({ queryKey: KEY })
        first = false
      })
      es.addEventListener(SUPPLY_CHAIN_EVENT, (e) => {
        const msg = e as MessageEvent<string>
        if (msg.lastEventId) lastId = msg.lastEventId
        try {
          const order = SupplyChainOrderSchema.parse(JSON.parse(msg.data))
          upsertSupplyChainOrder(qc, order)
        } catch {
          // An event we cannot read: fetch the list instead.
          void qc.invalidateQueries({ queryKey: KEY })
        }
      })
      es.onerror = () => {
        if (stopped) return
        setState('reconnecting')
        if (es.readyState === EventSource.CLOSED) {
          es.close()
          retry = setTimeout(open, delay)
          delay = Math.min(delay * 2, 30_000)
        }
      }
    }
    open()
    return () => {
      stopped = true
      clearTimeout(retry)
      source?.close()
    }
  }, [qc])
  return state
}
