import type { Problem } from '#core/deliveries/deliveries.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ProblemPhotos } from '#client/components/ui/problem-photos.tsx'

export const PROBLEM_LABELS = {
  not_received: 'Not received',
  short_weight: 'Short weight',
  poor_quality: 'Poor quality',
} as const

/** A reported problem as both sides read it: what, the farmer's answer, and how it stands. */
export function ProblemSummary({ problem }: { problem: Problem }) {
  const { t, locale } = useI18n()
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
      <p>
        {problem.state === 'open'
          ? t('FarmTrek will decide; the payment waits until then.')
          : problem.state === 'refunded'
            ? t('Settled: {amount} refunded to the buyer.', {
                amount: formatPaise(problem.refundPaise ?? 0, locale),
              })
            : t('Settled: the payment goes to the farmer.')}
      </p>
      {problem.resolutionNote && (
        <p className="break-words">
          {t('FarmTrek’s note: {note}', { note: problem.resolutionNote })}
        </p>
      )}
    </div>
  )
}
