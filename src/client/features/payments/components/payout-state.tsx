import { PAYOUT_STATE_LABELS } from '#core/payments/payments.contract.ts'
import type { PayoutState } from '#core/payments/payouts.ts'
import { useT } from '#client/i18n/i18n.tsx'

/** Where the farmer's money for a line paid online is: held until delivery, released, … */
export function PayoutStateText({ state }: { state: PayoutState }) {
  const t = useT()
  return (
    <span data-payout-state={state} className="block text-sm font-medium text-green-900">
      {t(PAYOUT_STATE_LABELS[state])}
    </span>
  )
}
