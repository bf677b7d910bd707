import { deliveryWindow } from '#core/orders/delivery-window.ts'
import { PAYMENT_LABELS, type Order } from '#core/orders/orders.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { OrderAmountsList } from './order-amounts.tsx'

/**
 * A placed order confirmed to its buyer: its number, lines, what is due and how, when it should
 * arrive and where. The Cash on Delivery order's page after checkout, as the payment page is for
 * UPI and card.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t, locale } = useI18n()
  const window_ = deliveryWindow(new Date(order.createdAt))
  return (
    <div className="space-y-4">
      <p role="status" className="text-lg font-bold text-green-900">
        {t('Order {number} is placed.', { number: order.number })}
      </p>
      <section aria-labelledby="confirmation-lines" className="space-y-2">
        <h2 id="confirmation-lines" className="font-bold text-green-900">
          {t('Your order')}
        </h2>
        <ul className="divide-y divide-stone-200">
          {order.lines.map((l) => (
            <li key={l.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{t(l.name)}</span>{' '}
                <span className="text-sm text-stone-700">
                  {t('{kg} kg × {price}', {
                    kg: formatNumber(l.quantityKg, locale),
                    price: formatPaise(l.unitPricePaise, locale),
                  })}{' '}
                  · {t('from {farmer}', { farmer: l.farmerName })}
                </span>
              </span>
              <span className="font-semibold">{formatPaise(l.lineTotalPaise, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
      <OrderAmountsList amounts={order.amounts} />
      <p className="text-sm text-stone-700">
        {t('Payment: {method}', { method: t(PAYMENT_LABELS[order.paymentMethod]) })}
      </p>
      <p>
        {t('Expected delivery: {from} – {to}', {
          from: formatDate(window_.from, locale, 'medium'),
          to: formatDate(window_.to, locale, 'medium'),
        })}
      </p>
      <div>
        <h2 className="font-bold text-green-900">{t('Delivery Address')}</h2>
        <p className="break-words">{order.delivery.fullName}</p>
        <p className="break-words whitespace-pre-line">{order.delivery.address}</p>
        <p>{order.delivery.phone}</p>
      </div>
    </div>
  )
}
