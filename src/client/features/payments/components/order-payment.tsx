import {
  PAYMENT_STATE_LABELS,
  REFUND_STAGE_LABELS,
  type PaymentSummary,
} from '#core/payments/payments.contract.ts'
import { refundStage } from '#core/payments/refunds.ts'
import { isPayable } from '#core/payments/payment-state.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'
import { payPath } from '../lib/payment-page.ts'

/**
 * An order's online payment on the buyer's Transactions page: its state, a way to pay while it is
 * open (a full page load: see openPaymentPage), and each refund with its state.
 */
export function OrderPayment({ orderId, payment }: { orderId: string; payment: PaymentSummary }) {
  const { t, locale } = useI18n()
  return (
    <div className="mt-1 space-y-1 text-sm">
      <p data-payment-state={payment.state} className="font-medium text-stone-800">
        {t(PAYMENT_STATE_LABELS[payment.state])}
        {payment.state === 'failed' && payment.failureReason ? ` — ${payment.failureReason}` : ''}
      </p>
      {isPayable(payment.state) && (
        <a
          href={payPath(orderId)}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Pay now')}
        </a>
      )}
      {payment.refunds.length > 0 && (
        <ul aria-label={t('Refunds')} className="space-y-0.5">
          {payment.refunds.map((r) => (
            <li key={r.id} data-refund-state={refundStage(r.state)}>
              {t('Refund of {amount}: {state}', {
                amount: formatPaise(r.amountPaise, locale),
                state: t(REFUND_STAGE_LABELS[refundStage(r.state)]),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
