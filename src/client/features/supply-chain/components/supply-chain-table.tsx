import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '#core/orders/payment.ts'
import type { ReactNode } from 'react'
import { formatPaise } from '#core/money/money.ts'
import { amountRows } from '#core/orders/amounts.ts'
import type { PayoutState } from '#core/payments/payouts.ts'
import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { CardTable, cardCell, cardRow } from '#client/components/ui/card-table.tsx'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { NextAction } from './next-action.tsx'
import { StatusBadge } from './status-badge.tsx'

/**
 * The farmer's orders: what to deliver (crop, kg, amount, payment), to whom, the status, the
 * transport and the next step. A card per order on a phone, a table on a wider screen. The page
 * draws where a line's online payment is (`payout`, the payments feature's words).
 */
export function SupplyChainTable({
  orders,
  payout,
  receipt,
  delivery,
}: {
  orders: readonly SupplyChainOrder[]
  payout: (state: PayoutState, refund: SupplyChainOrder['refund']) => ReactNode
  /** The link to an order's receipt (the orders feature's), drawn under its number. */
  receipt?: (orderNumber: string) => ReactNode
  /** How a delivered order stands with its buyer (the deliveries feature's), under its status. */
  delivery?: (order: SupplyChainOrder) => ReactNode
}) {
  const { t, locale } = useI18n()
  return (
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
      {orders.map((o) => (
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
              {o.orderNumber && receipt && <span className="block">{receipt(o.orderNumber)}</span>}
              <span className="block text-sm text-stone-600">
                <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale, 'mediumTime')}</time>
              </span>
              {o.amounts && o.paymentMethod ? (
                <>
                  <span className="block text-sm text-stone-600">
                    {t('Payment: {method}', { method: t(PAYMENT_LABELS[o.paymentMethod]) })}
                  </span>
                  {/* The line's amounts by its order's rules: a declined COD line is due from no one. */}
                  <dl
                    className="grid grid-cols-[1fr_auto] gap-x-3 text-sm"
                    data-testid="line-amounts"
                  >
                    {amountRows(o.amounts, t, (p) => formatPaise(p, locale)).map(
                      ([key, label, value]) => (
                        <div key={key} className="contents" data-amount={key}>
                          <dt className="text-stone-700">{label}</dt>
                          <dd className={`text-right ${key === 'due' ? 'font-semibold' : ''}`}>
                            {value}
                          </dd>
                        </div>
                      ),
                    )}
                  </dl>
                </>
              ) : (
                <>
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
                </>
              )}
              {o.payout && payout(o.payout, o.refund)}
              {o.recovery && (
                // Refunded after the payout was made: taken back from the farmer's next payouts.
                <span className="block text-sm text-amber-900" data-testid="payout-recovery">
                  {o.recovery.recoveredPaise >= o.recovery.amountPaise
                    ? t('{amount} was taken back from your payouts for the refund.', {
                        amount: formatPaise(o.recovery.amountPaise, locale),
                      })
                    : t(
                        '{amount} refunded to the buyer will be taken from your next payouts ({taken} so far).',
                        {
                          amount: formatPaise(o.recovery.amountPaise, locale),
                          taken: formatPaise(o.recovery.recoveredPaise, locale),
                        },
                      )}
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
            <span className="min-w-0">
              <StatusBadge status={o.status} />
              {o.statusReason && (
                <span className="block text-sm break-words text-stone-700">
                  {t('Reason: {reason}', { reason: o.statusReason })}
                </span>
              )}
              {o.orderItemId && delivery?.(o)}
            </span>
          </td>
          <td data-label={t('Transport')} className={`${cardCell} break-all`}>
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
  )
}
