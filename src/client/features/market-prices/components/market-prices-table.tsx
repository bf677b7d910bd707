import { useDeferredValue, useState } from 'react'
import {
  FAILED_TO_FETCH_CROP_PRICES,
  MARKET_PRICES_PAGE_SIZE,
  MARKET_PRICES_Q_MAX,
} from '#core/market-prices/market-prices.messages.ts'
import { indiaToday, priceAge } from '#core/market-prices/price-age.ts'
import { inputClass } from '#client/components/ui/form.tsx'
import { Pager } from '#client/components/ui/pager.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useMarketPrices } from '#client/features/market-prices/api/get-market-prices.ts'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { formatRupees } from '#core/money/money.ts'
import { formatDay, formatNumber } from '#core/i18n/format.ts'
import { ageText } from '#client/lib/price-age.ts'
import { cropName } from '#client/lib/crop-name.ts'

/** A row: below sm a card (crop and price on one line, market and date below), from sm a table row. */
const row = 'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 px-3 py-2 sm:table-row sm:p-0'
const cell = 'sm:px-3 sm:py-2'
/** Below sm the cell's column name, from its `data-label`, before the value (the header row is hidden). */
const label =
  'before:mr-2 before:font-medium before:text-stone-600 before:content-[attr(data-label)] sm:before:content-none'

interface Props {
  q: string
  page: number
  onSearch: (q: string) => void
  onPage: (page: number) => void
}

/**
 * The mandi price list: search by crop or market, 10 rows a page with Previous / Next and
 * 'Page X of Y'. Each row is one crop at one market, at that market's latest reported date.
 */
export function MarketPricesTable({ q, page, onSearch, onPage }: Props) {
  const prices = useMarketPrices(q, page)
  // Drawn from the answer in a deferred render, which React does in slices of a few milliseconds:
  // as a query's answer it was one task of the page's blocking time on a slow phone.
  const data = useDeferredValue(prices.data)
  const pageCount = data?.pageCount ?? 1
  const { t, tm, locale, lang } = useI18n()
  const [today] = useState(() => indiaToday(new Date()))
  // A request the server refused (a search too long, …) says why in its own words.
  const err = prices.error
  const refused = err instanceof ApiRequestError && err.status >= 400 && err.status < 500
  const near = data?.near
  const named = usePlaceLabels()

  return (
    <section aria-labelledby="market-prices-title" className="space-y-3">
      <h2 id="market-prices-title" className="text-xl font-semibold text-green-900">
        {t('Market prices')}
      </h2>
      <label className="block">
        <span className="sr-only">{t('Search by crop or market')}</span>
        <input
          type="search"
          name="q"
          // Uncontrolled: `q` comes back from the URL in a transition; a controlled value drops fast keys.
          defaultValue={q}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('Search by crop or market...')}
          maxLength={MARKET_PRICES_Q_MAX}
          className={inputClass}
          autoComplete="off"
        />
      </label>

      {prices.isError ? (
        <p role="alert" className="text-red-800">
          {t('Error: {message}', {
            message: refused ? tm(err) : t(FAILED_TO_FETCH_CROP_PRICES),
          })}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg ring-1 ring-stone-200">
            {/* One line a cell (the market and date cells two): every row has the height of the
                loading rows, so nothing jumps when the data comes. Below sm each row is a card of
                three lines — crop and price, market, date — so a 360 px phone shows the market and
                the date without sideways scrolling. */}
            <table className="block w-full divide-y divide-stone-200 bg-white text-left text-sm whitespace-nowrap sm:table sm:min-w-full sm:text-base">
              <thead className="hidden bg-stone-50 text-stone-700 sm:table-header-group">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('Crop')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('Market Price per kg')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('Market')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('Date')}
                  </th>
                </tr>
              </thead>
              <tbody
                className="block divide-y divide-stone-100 sm:table-row-group"
                aria-busy={prices.isFetching || data !== prices.data}
              >
                {!data ? (
                  // While the first page loads, rows of a page's shape hold its place, so nothing
                  // below jumps when it arrives (no layout shift).
                  Array.from({ length: MARKET_PRICES_PAGE_SIZE }, (_, i) => (
                    <tr key={i} aria-hidden={i > 0 || undefined} className={row}>
                      <td colSpan={4} className={`col-span-2 ${cell}`}>
                        {i === 0 ? (
                          <span role="status">{t('Loading real-time crop prices...')}</span>
                        ) : (
                          '\u00a0'
                        )}
                        <span className="block sm:text-xs">{'\u00a0'}</span>
                        <span className="block sm:hidden">{'\u00a0'}</span>
                      </td>
                    </tr>
                  ))
                ) : data.items.length === 0 ? (
                  <tr className={row}>
                    <td colSpan={4} className={`col-span-2 text-stone-700 ${cell} sm:py-4`}>
                      {q.trim()
                        ? t("No prices match '{q}'.", { q: q.trim() })
                        : t('No market prices yet.')}
                    </td>
                  </tr>
                ) : (
                  data.items.map((r) => (
                    <tr key={`${r.crop}|${r.market}|${r.state}`} className={row}>
                      <td className={`min-w-0 truncate font-semibold sm:font-normal ${cell}`}>
                        {cropName(r.crop, t, lang)}
                      </td>
                      <td className={`text-right tabular-nums sm:text-left ${cell}`}>
                        {formatRupees(r.pricePerKg, locale)}
                        {r.arrivalsTonnes != null && (
                          <span
                            className="block text-xs text-stone-600"
                            data-testid="price-arrivals"
                          >
                            {t('Arrivals: {tonnes} t', {
                              tonnes: formatNumber(r.arrivalsTonnes, locale),
                            })}
                          </span>
                        )}
                      </td>
                      <td
                        className={`col-span-2 truncate ${cell} ${label}`}
                        data-label={t('Market')}
                      >
                        {r.market}
                        <span className="text-xs text-stone-600 sm:block">
                          <span className="sm:hidden">{' · '}</span>
                          {named.place(r.district ? `${r.district}, ${r.state}` : r.state)}
                        </span>
                      </td>
                      <td className={`col-span-2 truncate ${cell} ${label}`} data-label={t('Date')}>
                        <time dateTime={r.date}>{formatDay(r.date, locale)}</time>
                        <span className="text-xs text-stone-600 sm:block">
                          <span className="sm:hidden">{' · '}</span>
                          {ageText(priceAge(r.date, today), t)}
                        </span>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('Market price pages')}
            page={page}
            pageCount={data ? pageCount : null}
            onPage={onPage}
          />
          {near?.state ? (
            <p className="text-sm text-stone-700" data-testid="near-first">
              {near.district
                ? t(
                    'Markets in {district} district, then the rest of {state}, come first (your profile’s location).',
                    {
                      district: named.district(near.district, near.state),
                      state: named.state(near.state),
                    },
                  )
                : t('Markets in {state} come first (your profile’s location).', {
                    state: named.state(near.state),
                  })}
            </p>
          ) : near?.location ? (
            <p className="text-sm text-stone-700" data-testid="near-first">
              {t(
                'Your profile’s location, ‘{location}’, names no district or state of the price data, so all markets are listed, newest first.',
                { location: named.place(near.location) },
              )}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
