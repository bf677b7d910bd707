import type { Problem } from '#core/deliveries/deliveries.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

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
      {problem.photos.length > 0 && (
        // The buyer's photos, seen by the buyer, the farmer and operators only (served privately).
        <ul className="flex flex-wrap gap-2 py-1" aria-label={t('Photos of the problem')}>
          {problem.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block min-h-11">
                <img
                  src={p.thumbUrl}
                  alt={t('Photo {n} of the problem', { n: i + 1 })}
                  loading="lazy"
                  className="h-20 w-20 rounded object-cover ring-1 ring-amber-300"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
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
