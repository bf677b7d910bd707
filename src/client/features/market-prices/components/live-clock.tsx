import { useEffect, useState } from 'react'
import { useAfterFirstPaint } from '#client/components/ui/after-first-paint.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'

/** The clock refreshes every second, so the seconds tick. */
export const CLOCK_REFRESH_MS = 1000

/** The current date and time, updated every second (on /real-time-prices, beside the prices it dates). */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date())
  const { t, locale } = useI18n()
  // The first date a page formats loads ICU's date data (about 110 ms on a slow phone): the clock
  // is written once the page has painted, so that load is not part of the first paint (decision
  // 016). Until then a no-break space holds its line.
  const ready = useAfterFirstPaint()
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS)
    return () => clearInterval(id)
  }, [])
  return (
    <p className="text-stone-700">
      <span className="sr-only">{t('Current date and time:')} </span>
      <time
        dateTime={now.toISOString()}
        data-testid="live-clock"
        className="font-medium tabular-nums"
      >
        {ready ? formatDate(now, locale, 'clock') : '\u00a0'}
      </time>
    </p>
  )
}
