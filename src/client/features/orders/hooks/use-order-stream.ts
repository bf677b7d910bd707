import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { applyStatusEvent, type OrderList } from '#core/orders/orders.contract.ts'
import { OrderStatusEventSchema } from '#core/supply-chain/supply-chain.contract.ts'
import { ordersKey } from '../api/get-orders.ts'

/**
 * Live order status (STYLE.md §5: SSE into the query cache). A farmer's move arrives as
 * 'order-status' and updates the line in place; the browser reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed.
 */
export function useOrderStream() {
  const qc = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/orders/stream')
    let connectedOnce = false
    const onStatus = (e: MessageEvent<string>) => {
      let data: unknown
      try {
        data = JSON.parse(e.data)
      } catch {
        return
      }
      const event = OrderStatusEventSchema.safeParse(data)
      if (!event.success) return
      const current = qc.getQueryData<OrderList>(ordersKey)
      const next = current && applyStatusEvent(current, event.data)
      if (next && next !== current) qc.setQueryData(ordersKey, next)
      else void qc.invalidateQueries({ queryKey: ordersKey })
    }
    const refresh = () => void qc.invalidateQueries({ queryKey: ordersKey })
    // After a reconnect the replay covers status events; a fresh load catches anything else.
    const onReady = () => {
      if (connectedOnce) refresh()
      connectedOnce = true
    }
    source.addEventListener('order-status', onStatus)
    source.addEventListener('order-placed', refresh)
    source.addEventListener('ready', onReady)
    return () => source.close()
  }, [qc])
}
