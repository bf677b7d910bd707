import { useState } from 'react'
import { nextStatus } from '#core/orders/order-status.ts'
import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useT } from '#client/i18n/i18n.tsx'
import { useMoveSupplyChainOrder } from '../api/move-supply-chain-order.ts'
import { DeclineForm, DeliverForm, TransportForm } from './step-forms.tsx'

/** An order's next step: In Transit (naming the transport) or Decline, then Delivered (with the buyer's code). */
export function NextAction({ order }: { order: SupplyChainOrder }) {
  const [asking, setAsking] = useState<'transport' | 'decline' | 'deliver' | null>(null)
  const move = useMoveSupplyChainOrder()
  const notify = useNotify()
  const t = useT()
  const next = nextStatus(order.status)
  if (!next) return <span className="text-stone-600">{t('Done')}</span>
  if (next === 'In Transit') {
    if (asking === 'transport')
      return <TransportForm order={order} onDone={() => setAsking(null)} />
    if (asking === 'decline') return <DeclineForm order={order} onDone={() => setAsking(null)} />
    return (
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setAsking('transport')}>
          {t('Mark In Transit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setAsking('decline')}
          aria-label={t('Decline {crop}', { crop: t(order.crop) })}
        >
          {t('Decline')}
        </Button>
      </div>
    )
  }
  // Demo orders have no buyer's line, so no code: one tap, as before codes.
  if (order.orderItemId) {
    if (asking === 'deliver') return <DeliverForm order={order} onDone={() => setAsking(null)} />
    return (
      <Button type="button" variant="secondary" onClick={() => setAsking('deliver')}>
        {t('Mark Delivered')}
      </Button>
    )
  }
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={move.isPending}
      onClick={() =>
        move.mutate(
          { id: order.id, status: 'Delivered' },
          {
            onSuccess: () =>
              notify(
                t('{crop} for {buyer} is Delivered.', {
                  crop: t(order.crop),
                  buyer: order.buyerName,
                }),
                'success',
              ),
            onError: (err) => notify(err.message, 'error'),
          },
        )
      }
    >
      {move.isPending && <Spinner />}
      {t('Mark Delivered')}
    </Button>
  )
}
