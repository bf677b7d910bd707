import { useDeferredValue, useState } from 'react'
import { indiaToday, priceAge } from '#core/market-prices/price-age.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatDay } from '#client/lib/money.ts'
import { ageText } from '#client/lib/price-age.ts'
import { useMarketDataStatus } from '#client/features/market-prices/api/get-market-data-status.ts'

/**
 * How old the newest price is ('Latest prices: 27 Dec 2025 — 11 months old'), a notice when it is
 * older than a week, the shipped history's background load, and, for operators, how the
 * data.gov.in ingester makes prices current (issue 19, point 2).
 */
export function PriceFreshness() {
  const status = useMarketDataStatus()
  const { t, locale } = useI18n()
  // The day is read once per visit: a page left open past midnight keeps its first wording.
  const [today] = useState(() => indiaToday(new Date()))
  // Deferred, as the page's block below (real-time-prices.tsx): both appear in the same render.
  const s = useDeferredValue(status.data)
  if (!s) return <p className="min-h-6" aria-hidden="true" />
  const age = s.newestDate ? priceAge(s.newestDate, today) : null
  return (
    <div className="space-y-2">
      {s.newestDate && age ? (
        <p className="font-medium text-stone-800" data-testid="latest-prices">
          {t('Latest prices: {date} — {age}', {
            date: formatDay(s.newestDate, locale),
            age: ageText(age, t),
          })}
        </p>
      ) : (
        <p className="font-medium text-stone-800">{t('No market prices yet.')}</p>
      )}
      {age?.stale && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
          data-testid="stale-prices-notice"
        >
          <strong>{t('These are not current prices.')}</strong>{' '}
          {t(
            'The newest is {age}. Use them as a guide to the usual level, and check the price at your mandi before you sell.',
            { age: ageText(age, t) },
          )}
        </p>
      )}
      {s.loading && (
        // Not a live region: it changes every few seconds, which a screen reader would read out each time.
        <p className="text-sm text-stone-700" data-testid="history-loading">
          {s.loading.rowsTotal === 0
            ? // Its rows are being counted (the first seconds after a start).
              t('The older price history is still loading. Forecasts use it once it is in.')
            : t(
                'The older price history is still loading: {percent}% ({done} of {total} rows). Forecasts use it once it is in.',
                {
                  percent: Math.floor((100 * s.loading.rowsDone) / s.loading.rowsTotal),
                  done: formatNumber(s.loading.rowsDone, locale),
                  total: formatNumber(s.loading.rowsTotal, locale),
                },
              )}
        </p>
      )}
      <details className="text-sm text-stone-700">
        <summary className="cursor-pointer py-3 text-green-900 underline-offset-2 hover:underline">
          {t('For operators: how to show current prices')}
        </summary>
        <p className="mt-1">
          {s.live
            ? t(
                'The data.gov.in ingester runs on this server: it fetches the day’s mandi prices at start and every few hours, and keeps each day as history.',
              )
            : t(
                'This server shows the price data shipped with FarmTrek. For current prices, set DATA_GOV_IN_API_KEY (a free key from data.gov.in) and restart: the server then fetches the day’s mandi prices from data.gov.in at start and every 6 hours (DATA_GOV_IN_INTERVAL), and keeps each day as history.',
              )}
        </p>
      </details>
    </div>
  )
}

/** Where the prices come from (README, "Data and attribution"). */
export function PriceSources() {
  const { t } = useI18n()
  return (
    <footer className="space-y-1 border-t border-stone-200 pt-3 text-sm text-stone-600">
      <p>
        {t(
          'Sources: Agmarknet, Directorate of Marketing & Inspection, Ministry of Agriculture & Farmers Welfare, Government of India, via data.gov.in (Government Open Data License – India). Kerala spice prices also from the Kerala Department of Economics & Statistics.',
        )}
      </p>
      <p>
        {t('Compiled from the public repositories {repos}.', {
          repos:
            'Nishant7007/ictd, PrinceGhevariya-23DCS033/agri-market-data-pipeline, achuthpv/malabar-mandi-prices, darxonxz/mandiapp',
        })}
      </p>
    </footer>
  )
}
