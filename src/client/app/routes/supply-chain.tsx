import { useState, type FormEvent } from 'react'
import { nextStatus, type OrderStatus } from '#core/orders/order-status.ts'
import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '#core/orders/payment.ts'
import { TRANSPORT_MAX, type SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { CardTable, cardCell, cardRow } from '#client/components/ui/card-table.tsx'
import { Button, Field, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useSupplyChain } from '#client/features/supply-chain/api/get-supply-chain.ts'
import { useMoveSupplyChainOrder } from '#client/features/supply-chain/api/move-supply-chain-order.ts'
import { useSupplyChainStream } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'
import { formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#client/lib/money.ts'

/** Pending red, In Transit orange, Delivered green — always with the word and an icon too, for readers who cannot tell the colours apart. */
const STATUS_LOOK: Record<OrderStatus, { className: string; icon: string }> = {
  Pending: { className: 'bg-red-100 text-red-800 ring-red-300', icon: '●' },
  'In Transit': { className: 'bg-orange-100 text-orange-800 ring-orange-300', icon: '➜' },
  Delivered: { className: 'bg-green-100 text-green-800 ring-green-300', icon: '✓' },
}

function StatusBadge({ status }: { status: OrderStatus }) {
  const look = STATUS_LOOK[status]
  const t = useT()
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold whitespace-nowrap ring-1 ${look.className}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      {t(status)}
    </span>
  )
}

function TransportForm({ order, onDone }: { order: SupplyChainOrder; onDone: () => void }) {
  const [transport, setTransport] = useState('')
  const [error, setError] = useState<string | null>(null)
  const move = useMoveSupplyChainOrder()
  const notify = useNotify()
  const { t, tm } = useI18n()
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!transport.trim()) {
      setError(t('Please enter the transport, for example a vehicle number.'))
      return
    }
    move.mutate(
      { id: order.id, status: 'In Transit', transport: transport.trim() },
      {
        onSuccess: () => {
          notify(
            t('{crop} for {buyer} is In Transit.', { crop: t(order.crop), buyer: order.buyerName }),
            'success',
          )
          onDone()
        },
        onError: (err) => setError(tm(err)),
      },
    )
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-2 space-y-2"
      aria-label={t('Transport for {crop}', { crop: t(order.crop) })}
    >
      <Field
        label={t('Transport (vehicle number)')}
        name="transport"
        placeholder={t('e.g. TN-09-AB-1234')}
        maxLength={TRANSPORT_MAX}
        value={transport}
        autoFocus
        onChange={(e) => setTransport(e.target.value)}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={move.isPending}>
          {move.isPending && <Spinner />}
          {t('Confirm In Transit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  )
}

function NextAction({ order }: { order: SupplyChainOrder }) {
  const [asking, setAsking] = useState(false)
  const move = useMoveSupplyChainOrder()
  const notify = useNotify()
  const t = useT()
  const next = nextStatus(order.status)
  if (!next) return <span className="text-stone-600">{t('Done')}</span>
  if (next === 'In Transit') {
    return asking ? (
      <TransportForm order={order} onDone={() => setAsking(false)} />
    ) : (
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        {t('Mark In Transit')}
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

export function Component() {
  const { data, error, isPending } = useSupplyChain()
  const stream = useSupplyChainStream()
  const { t, tm, locale } = useI18n()

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('Supply Chain')}</PageTitle>
        <p className="text-sm text-stone-700" role="status">
          <span
            aria-hidden="true"
            className={`mr-1 inline-block h-2 w-2 rounded-full ${stream === 'live' ? 'bg-green-600' : 'bg-stone-400'}`}
          />
          {stream === 'live'
            ? t('Live updates on')
            : stream === 'reconnecting'
              ? t('Reconnecting…')
              : t('Connecting…')}
        </p>
      </div>
      {isPending && <p role="status">{t('Loading...')}</p>}
      {error && (
        <p role="alert" className="text-red-800">
          {t('Error: {message}', { message: tm(error) })}
        </p>
      )}
      {data && data.items.length === 0 && (
        <p className="text-stone-700">{t('No supply-chain orders yet.')}</p>
      )}
      {data && data.items.length > 0 && (
        <CardTable
          caption={t('Supply-chain orders')}
          columns={[
            t('Crop'),
            t('Buyer'),
            t('Status'),
            t('Transport'),
            <span className="sr-only">{t('Next step')}</span>,
          ]}
        >
          {data.items.map((o) => (
            <tr key={o.id} data-order-id={o.id} className={`${cardRow} sm:align-top`}>
              <td data-label={t('Crop')} className={cardCell}>
                <span className="min-w-0">
                  <span className="font-medium break-words">{t(o.crop)}</span>
                  <span className="block text-sm text-stone-600">
                    {t('{kg} kg', { kg: formatNumber(o.quantityKg, locale) })}
                  </span>
                  {o.orderNumber && (
                    <span className="block text-sm text-stone-600">
                      {t('Order {number}', { number: o.orderNumber })}
                    </span>
                  )}
                  {o.amountPaise !== null && (
                    <span className="block text-sm font-semibold">
                      {formatPaise(o.amountPaise, locale)}
                    </span>
                  )}
                  {o.paymentMethod && o.paymentStatus && (
                    <span className="block text-sm text-stone-600">
                      {t('Payment: {method} · {status}', {
                        method: t(PAYMENT_LABELS[o.paymentMethod]),
                        status: t(PAYMENT_STATUS_LABELS[o.paymentStatus]),
                      })}
                    </span>
                  )}
                </span>
              </td>
              <td data-label={t('Buyer')} className={`${cardCell} break-words`}>
                <span className="min-w-0">
                  {o.buyerName}
                  {o.delivery && (
                    <>
                      <span className="block text-sm whitespace-pre-line text-stone-700">
                        {o.delivery.address}
                      </span>
                      <a
                        href={`tel:${o.delivery.phone}`}
                        className="flex min-h-11 items-center text-sm font-medium text-green-800 underline"
                      >
                        {o.delivery.phone}
                      </a>
                    </>
                  )}
                </span>
              </td>
              <td data-label={t('Status')} className={cardCell}>
                <StatusBadge status={o.status} />
              </td>
              <td data-label={t('Transport')} className={`${cardCell} break-words`}>
                {o.transport ?? '—'}
              </td>
              <td data-label="" className={`${cardCell} before:hidden`}>
                <div className="min-w-0 flex-1 pt-1 sm:pt-0">
                  <NextAction order={o} />
                </div>
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </div>
  )
}
