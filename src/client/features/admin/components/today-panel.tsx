import type { ReactNode } from 'react'
import { Spinner } from '#client/components/ui/form.tsx'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'
import { useToday } from '../api/get-today.ts'
import { paymentStateWords, payoutStateWords } from './console-words.ts'

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-stone-300 bg-white p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-lg font-semibold wrap-anywhere text-stone-900">{children}</dd>
    </div>
  )
}

/** Counts by state in words, 'Paid 3 · Payment failed 1'. */
function States({
  counts,
  words,
}: {
  counts: Record<string, number>
  words: (t: ReturnType<typeof useI18n>['t'], code: string) => string
}) {
  const { t, locale } = useI18n()
  const entries = Object.entries(counts)
  if (entries.length === 0) return <>0</>
  return <>{entries.map(([k, n]) => `${words(t, k)} ${formatNumber(n, locale)}`).join(' · ')}</>
}

/** Today: orders, sales, payments, payouts, refunds, messages and how old the price data is. */
export function TodayPanel() {
  const { t, tm, locale } = useI18n()
  const today = useToday()
  if (today.isPending) return <Spinner label={t('Loading...')} />
  if (today.isError)
    return (
      <p role="alert" className="text-red-800">
        {tm(today.error)}
      </p>
    )
  const d = today.data
  return (
    <div className="grid gap-3">
      <p className="text-sm text-stone-700">
        {t('Since {time}', { time: formatDate(d.since, locale, 'mediumTime') })}
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label={t('Orders')}>{formatNumber(d.orders, locale)}</Figure>
        <Figure label={t('Sales')}>{formatPaise(d.salesPaise, locale)}</Figure>
        <Figure label={t('Online payments')}>
          <States counts={d.payments} words={paymentStateWords} />
        </Figure>
        <Figure label={t('Payouts')}>
          <States counts={d.payouts} words={payoutStateWords} />
        </Figure>
        <Figure label={t('Refunded')}>{formatPaise(d.refundsPaise, locale)}</Figure>
        <Figure label={t('Failed messages')}>{formatNumber(d.failedMessages, locale)}</Figure>
        <Figure label={t('Messages waiting')}>{formatNumber(d.pendingMessages, locale)}</Figure>
        <Figure label={t('Price data age')}>
          {d.latestPriceDate === null
            ? t('No prices loaded')
            : t('{days} days (latest {date})', {
                days: formatNumber(d.priceAgeDays ?? 0, locale),
                date: formatDate(d.latestPriceDate, locale, 'day'),
              })}
        </Figure>
      </dl>
    </div>
  )
}
