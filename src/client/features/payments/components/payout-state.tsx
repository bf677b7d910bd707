import { PAYOUT_STATE_LABELS, REFUND_STAGE_LABELS } from '#core/payments/payments.contract.ts'
import type { PayoutState } from '#core/payments/payouts.ts'
import type { RefundStage } from '#core/payments/refunds.ts'
import { formatPaise } from '#core/money/money.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * Where the farmer's money for a line paid online is: held until delivery, released, … A line
 * refunded to the buyer shows the refund in the buyer's words and state ('Refund of ₹90.00:
 * Refund requested'), so both sides read the same thing.
 */
export function PayoutStateText({
  state,
  refund,
}: {
  state: PayoutState
  refund?: { amountPaise: number; stage: RefundStage } | null | undefined
}) {
  const { t, locale } = useI18n()
  return (
    <>
      <span data-payout-state={state} className="block text-sm font-medium text-green-900">
        {t(PAYOUT_STATE_LABELS[state])}
      </span>
      {refund && (
        <span data-refund-state={refund.stage} className="block text-sm text-stone-700">
          {t('Refund of {amount}: {state}', {
            amount: formatPaise(refund.amountPaise, locale),
            state: t(REFUND_STAGE_LABELS[refund.stage]),
          })}
        </span>
      )}
    </>
  )
}
