import { useDeferredValue, useState } from 'react'
import { indiaToday, priceAge, shownPrices } from '#core/market-prices/price-age.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatDay } from '#core/i18n/format.ts'
import { ageText } from '#client/lib/price-age.ts'
import { useMarketDataStatus } from '#client/features/market-prices/api/get-market-data-status.ts'

/**
 * How old the prices shown are ('Latest prices: 6 Oct 2026 — 7 weeks old'), judged by the rows on
 * the page (each at its own crop and market's date), a notice when any of them is older than a
 * week, and the shipped history's background load. `dates` are the shown rows' dates (undefined
 * while they load).
 */
export function PriceFreshness({ dates }: { dates: readonly string[] | undefined }) {
  const status = useMarketDataStatus()
  const { t, locale } = useI18n()
  // The day is read once per visit: a page left open past midnight keeps its first wording.
  const [today] = useState(() => indiaToday(new Date()))
  // Deferred, as the page's block below (real-time-prices.tsx): both appear in the same render.
  const s = useDeferredValue(status.data)
  if (!s || !dates) return <p className="min-h-6" aria-hidden="true" />
  const shown = shownPrices(dates, today)
  const newest = shown.newest ? priceAge(shown.newest, today) : null
  return (
    <div className="space-y-2">
      {shown.newest && newest ? (
        <p className="font-medium text-stone-800" data-testid="latest-prices">
          {t('Latest prices: {date} — {age}', {
            date: formatDay(shown.newest, locale),
            age: ageText(newest, t),
          })}
        </p>
      ) : (
        <p className="min-h-6" aria-hidden="true" />
      )}
      {newest && shown.stale > 0 && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
          data-testid="stale-prices-notice"
        >
          {shown.stale === shown.count ? (
            <>
              <strong>{t('These are not current prices.')}</strong>{' '}
              {t(
                'The newest is {age}. Use them as a guide to the usual level, and check the price at your mandi before you sell.',
                { age: ageText(newest, t) },
              )}
            </>
          ) : (
            <>
              <strong>{t('Not all of these prices are current.')}</strong>{' '}
              {t(
                'Older than a week: {stale} of the {count} prices shown; each row says how old its price is. Check the price at your mandi before you sell.',
                {
                  stale: formatNumber(shown.stale, locale),
                  count: formatNumber(shown.count, locale),
                },
              )}
            </>
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
            'Nishant7007/ictd, PrinceGhevariya-23DCS033/agri-market-data-pipeline, achuthpv/malabar-mandi-prices, darxonxz/mandiapp, CMPN-CODECELL/Syrus7_MindForge, yadavaman13/Fasal-Mitra, Sheethal00/karnataka-mandi-rates',
        })}
      </p>
    </footer>
  )
}
