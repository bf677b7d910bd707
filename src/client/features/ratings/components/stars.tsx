import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import type { RatingSummary } from '#core/ratings/rating-summary.ts'

/** Five stars, `value` of them filled; read out as 'Rated 4 of 5'. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const { t, locale } = useI18n()
  const full = Math.round(value)
  return (
    <span className={`whitespace-nowrap ${className}`}>
      <span aria-hidden="true" className="text-amber-600">
        {'★'.repeat(full)}
        <span className="text-stone-400">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="sr-only">
        {t('Rated {stars} of 5', { stars: formatNumber(value, locale) })}
      </span>
    </span>
  )
}

/** A farmer's average and count ('★★★★☆ 4.3 · 12 ratings'), or 'No ratings yet'. */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  const { t, locale } = useI18n()
  if (rating.average === null || rating.count === 0)
    return <span className="text-stone-700">{t('No ratings yet')}</span>
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <Stars value={rating.average} />
      <span>
        {t('{average} out of 5 · {count, plural, one {# rating} other {# ratings}}', {
          average: formatNumber(rating.average, locale),
          count: rating.count,
        })}
      </span>
    </span>
  )
}
