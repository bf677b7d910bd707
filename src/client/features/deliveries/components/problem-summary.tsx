import type { Problem } from '#core/deliveries/deliveries.contract.ts'
import type { ManualRefundBrief } from '#core/payments/manual-refunds.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ProblemPhotos } from '#client/components/ui/problem-photos.tsx'

export const PROBLEM_LABELS = {
  not_received: 'Not received',
  short_weight: 'Short weight',
  poor_quality: 'Poor quality',
} as const

/**
 * A reported problem as both sides read it: what, the farmer's answer, and how it stands. A
 * Cash-on-Delivery line has no online payment waiting: its refund is paid back by hand by FarmTrek
 * (`manualRefund`, the buyer's view) and taken from the farmer's next payouts (the farmer's view).
 */
export function ProblemSummary({
  problem,
  cashOnDelivery = false,
  manualRefund = null,
  reader = 'buyer',
}: {
  problem: Problem
  cashOnDelivery?: boolean
  manualRefund?: ManualRefundBrief | null
  reader?: 'buyer' | 'farmer'
}) {
  const { t, locale } = useI18n()
  const amount = formatPaise(problem.refundPaise ?? 0, locale)
  let standing: string
  if (problem.state === 'open')
    standing = cashOnDelivery
      ? t('FarmTrek will decide soon.')
      : t('FarmTrek will decide; the payment waits until then.')
  else if (problem.state === 'released')
    standing = cashOnDelivery
      ? t('Settled: the farmer keeps the cash payment.')
      : t('Settled: the payment goes to the farmer.')
  else standing = t('Settled: {amount} refunded to the buyer.', { amount })
  return (
    <div
      className="rounded-md bg-amber-50 p-2 text-left text-sm ring-1 ring-amber-300"
      data-testid="delivery-problem"
    >
      <p className="font-semibold">
        {t('Problem reported: {problem}', { problem: t(PROBLEM_LABELS[problem.kind]) })}
        {problem.shortKg !== null && ` · ${t('{kg} kg short', { kg: problem.shortKg })}`}
      </p>
      {problem.note && <p className="break-words">{problem.note}</p>}
      <ProblemPhotos photos={problem.photos} />
      {problem.answer && (
        <p className="break-words">{t("Farmer's answer: {answer}", { answer: problem.answer })}</p>
      )}
      <p>{standing}</p>
      {problem.state === 'refunded' && cashOnDelivery && reader === 'farmer' && (
        <p>
          {t('The buyer paid you in cash: {amount} is taken from your next payouts.', { amount })}
        </p>
      )}
      {reader === 'buyer' && manualRefund && (
        <p className="font-semibold break-words" data-testid="manual-refund">
          {manualRefund.state === 'paid'
            ? t('Refund {amount} — paid back, reference {reference}', {
                amount: formatPaise(manualRefund.amountPaise, locale),
                reference: manualRefund.utr ?? '',
              })
            : t('Refund {amount} — FarmTrek pays it by hand (UPI or bank transfer)', {
                amount: formatPaise(manualRefund.amountPaise, locale),
              })}
        </p>
      )}
      {problem.resolutionNote && (
        <p className="break-words">
          {t('FarmTrek’s note: {note}', { note: problem.resolutionNote })}
        </p>
      )}
    </div>
  )
}
