import { useState } from 'react'
import { FORWARD_STATUSES, type OrderStatus } from '#core/orders/order-status.ts'
import { paymentStatusWords } from '#core/orders/amounts.ts'
import { PAYMENT_LABELS, type Order, type OrderLine } from '#core/orders/orders.contract.ts'
import { Button, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useCancelOrderLine } from '#client/features/orders/api/cancel-order-line.ts'
import { OrderAmountsList } from '#client/features/orders/components/order-amounts.tsx'
import { useOrders } from '#client/features/orders/api/get-orders.ts'
import { ReceiptLink } from '#client/features/orders/components/receipt-link.tsx'
import { useOrderStream } from '#client/features/orders/hooks/use-order-stream.ts'
import { OrderPayment } from '#client/features/payments/components/order-payment.tsx'
import { RateFarmer } from '#client/features/ratings/components/rate-farmer.tsx'
import { LineDelivery } from '#client/features/deliveries/components/line-delivery.tsx'
import { formatDate, formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'

// Status is text first; colour and the step mark only repeat it (never colour alone).
const statusLook: Record<OrderStatus, string> = {
  Pending: 'bg-red-50 text-red-900 ring-red-300',
  'In Transit': 'bg-orange-50 text-orange-900 ring-orange-300',
  Delivered: 'bg-green-50 text-green-900 ring-green-300',
  Cancelled: 'bg-stone-100 text-stone-800 ring-stone-300',
  Declined: 'bg-stone-100 text-stone-800 ring-stone-300',
}

function StatusBadge({ status }: { status: OrderStatus }) {
  const step = (FORWARD_STATUSES as readonly string[]).indexOf(status) + 1
  const t = useT()
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${statusLook[status]}`}
    >
      <span aria-hidden="true">
        {step === 0 ? '✕' : '●'.repeat(step) + '○'.repeat(FORWARD_STATUSES.length - step)}
      </span>
      {t(status)}
    </span>
  )
}

/** Cancel a Pending line, after a second tap to confirm (no dialog to dismiss by accident). */
function CancelLine({ order, line }: { order: Order; line: OrderLine }) {
  const [confirming, setConfirming] = useState(false)
  const cancel = useCancelOrderLine()
  const notify = useNotify()
  const { t, tm } = useI18n()
  if (line.status !== 'Pending') return null
  if (!confirming)
    return (
      <Button
        type="button"
        variant="secondary"
        onClick={() => setConfirming(true)}
        aria-label={t('Cancel {name} in order {number}', {
          name: t(line.name),
          number: order.number,
        })}
      >
        {t('Cancel')}
      </Button>
    )
  return (
    <div className="flex flex-wrap items-center justify-end gap-2" role="group">
      <span className="text-sm">{t('Cancel this item?')}</span>
      <Button
        type="button"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(
            { orderId: order.id, lineId: line.id },
            {
              onSuccess: () => {
                setConfirming(false)
                notify(
                  t('{name} is cancelled. The farmer has been told.', { name: t(line.name) }),
                  'success',
                )
              },
              onError: (err) => {
                setConfirming(false)
                notify(tm(err), 'error')
              },
            },
          )
        }
      >
        {cancel.isPending && <Spinner />}
        {t('Yes, cancel it')}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
        {t('Keep it')}
      </Button>
    </div>
  )
}

function OrderCard({ order }: { order: Order }) {
  const { t, locale } = useI18n()
  const when = formatDate(order.createdAt, locale, 'mediumTime')
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-green-900">
          {t('Order {number}', { number: order.number })}{' '}
          <span className="block text-sm font-normal text-stone-700 sm:inline">
            <time dateTime={order.createdAt}>{when}</time>
          </span>
        </h2>
      </div>
      <p className="text-sm text-stone-700">
        {t('Payment: {method} · {status}', {
          method: t(PAYMENT_LABELS[order.paymentMethod]),
          status: t(paymentStatusWords(order.paymentStatus, order.amounts)),
        })}
      </p>
      {order.payment && <OrderPayment orderId={order.id} payment={order.payment} />}
      <div className="mt-2 max-w-xs">
        <OrderAmountsList amounts={order.amounts} />
      </div>
      <ReceiptLink orderNumber={order.number} />
      <ul className="mt-3 divide-y divide-stone-200">
        {order.lines.map((l) => (
          <li
            key={l.id}
            data-testid="order-line"
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{t(l.name)}</p>
              <p className="text-sm text-stone-700">
                {t('{kg} kg × {price} = {total} · {farmer}', {
                  kg: formatNumber(l.quantityKg, locale),
                  price: formatPaise(l.unitPricePaise, locale),
                  total: formatPaise(l.lineTotalPaise, locale),
                  farmer: l.farmerName,
                })}
              </p>
            </div>
            <div className="min-w-0 space-y-1 text-right">
              <div>
                <StatusBadge status={l.status} />
              </div>
              {l.transport && (
                <p className="text-sm break-all text-stone-700">
                  {t('Transport: {transport}', { transport: l.transport })}
                </p>
              )}
              {l.status === 'Declined' && l.statusReason && (
                <p className="text-sm break-words text-stone-700">
                  {t('Reason: {reason}', { reason: l.statusReason })}
                </p>
              )}
              <div>
                <CancelLine order={order} line={l} />
              </div>
              <LineDelivery lineId={l.id} status={l.status} />
              <RateFarmer lineId={l.id} />
            </div>
          </li>
        ))}
      </ul>
    </li>
  )
}

export function Component() {
  const orders = useOrders()
  const { t, tm } = useI18n()
  useOrderStream()
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t('Transactions')}</PageTitle>
      <p className="text-stone-700">{t('Here you can view your past and current transactions.')}</p>
      {orders.isPending ? (
        <p>
          <Spinner /> {t('Loading...')}
        </p>
      ) : orders.isError ? (
        <p role="alert" className="text-red-800">
          {tm(orders.error)}
        </p>
      ) : orders.data.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          {t('You have not placed any orders yet.')}
        </p>
      ) : (
        <ul aria-label={t('Your orders')} className="space-y-4">
          {orders.data.items.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
    </div>
  )
}
