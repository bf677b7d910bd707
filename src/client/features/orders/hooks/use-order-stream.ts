import { useQueryClient } from '@tanstack/react-query'
import { LIVE_EVENTS } from '#core/live/events.ts'
import { applyStatusEvent, type OrderList } from '#core/orders/orders.contract.ts'
import { OrderStatusEventSchema } from '#core/supply-chain/supply-chain.contract.ts'
import { useLiveStream } from '#client/lib/use-live-stream.ts'
import { ordersKey } from '#client/features/orders/api/get-orders.ts'

/**
 * Live order status: a farmer's move updates the line in place in the cached list; an order
 * placed from another tab, or a reconnect (the replay covers status events, not everything
 * else), loads the list again.
 */
export function useOrderStream() {
  const qc = useQueryClient()
  const refresh = () => void qc.invalidateQueries({ queryKey: ordersKey })
  return useLiveStream('/api/orders/stream', {
    events: {
      [LIVE_EVENTS.orderStatus]: (data) => {
        const event = OrderStatusEventSchema.safeParse(data)
        if (!event.success) return
        const current = qc.getQueryData<OrderList>(ordersKey)
        const next = current && applyStatusEvent(current, event.data)
        if (next && next !== current) qc.setQueryData(ordersKey, next)
        else refresh()
      },
      [LIVE_EVENTS.orderPlaced]: refresh,
      // Paid, failed, expired, refunded: the order's payment is read again.
      [LIVE_EVENTS.payment]: refresh,
    },
    onReady: (reconnected) => {
      if (reconnected) refresh()
    },
  })
}
