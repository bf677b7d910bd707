import { useEffect, useState } from 'react'
import { useI18n } from '#client/i18n/i18n.tsx'
import { dateFormat } from '#client/lib/intl.ts'

/** The clock refreshes every second, so the seconds tick. */
export const CLOCK_REFRESH_MS = 1000

const CLOCK: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}
const format = (d: Date, locale: string) => dateFormat(locale, CLOCK).format(d)

/** The current date and time, updated every second (on /real-time-prices, beside the prices it dates). */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date())
  const { t, locale } = useI18n()
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
        {format(now, locale)}
      </time>
    </p>
  )
}
