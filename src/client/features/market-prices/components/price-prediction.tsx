import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Prediction } from '#core/market-prices/market-prices.contract.ts'
import { indiaToday, priceAge } from '#core/market-prices/price-age.ts'
import { useQueryClient } from '@tanstack/react-query'
import { FAILED_TO_FETCH_PREDICTION } from '#core/market-prices/market-prices.messages.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts'
import { useCrops } from '#client/features/market-prices/api/get-crops.ts'
import {
  predictionQueryOptions,
  usePrediction,
} from '#client/features/market-prices/api/get-prediction.ts'
import { usePriceHistory } from '#client/features/market-prices/api/get-price-history.ts'
import { formatRupees } from '#core/money/money.ts'
import { formatDay } from '#core/i18n/format.ts'
import { ageText } from '#client/lib/price-age.ts'
import { cropName } from '#client/lib/crop-name.ts'
import { ForecastChart } from './forecast-chart.tsx'
import { SeasonalCalendar } from './seasonal-calendar.tsx'

// The crop as the prediction route checks it; zod loads with the first prediction, not the page.
const resolver = lazyZodResolver(() =>
  import('#core/market-prices/market-prices.contract.ts').then((m) =>
    m.PredictQuerySchema.pick({ crop: true }),
  ),
)

/** Refusals of a known crop for its price history: its seasonal calendar is shown instead. */
const HISTORY_REFUSALS = new Set([
  'prices.too_little_history',
  'prices.history_too_short',
  'prices.history_too_old',
])

/**
 * The prediction section: a crop input suggesting known crops, 'Predict
 * Prices', the 7-day results table, a chart of recent history with the forecast and its band, and
 * how accurate the method has been on that crop, so a farmer knows how far to trust it.
 */
export function PricePrediction() {
  const listId = useId()
  const form = useForm({ resolver, defaultValues: { crop: '' } })
  const { errorOf, onServerError } = useFormMessages(form, ['crop'])
  // The crop whose prediction is shown (the one last asked for and answered).
  const [crop, setCrop] = useState('')
  // The crop whose seasonal calendar is shown: the one predicted, or one refused for its history.
  const [calendarCrop, setCalendarCrop] = useState('')
  // Why a known crop has no forecast, told beside its calendar rather than in a passing notice.
  const [refusal, setRefusal] = useState('')
  const { t, tm, locale, lang } = useI18n()
  const qc = useQueryClient()
  const crops = useCrops()
  const prediction = usePrediction(crop)
  const p = prediction.data
  // Keyed by the server's own crop name, so 'tomato' and 'Tomato' share one history; the market's
  // own when the forecast is of the farmer's market.
  const history = usePriceHistory(p?.crop ?? '', p?.market ?? undefined)

  const onSubmit = form.handleSubmit(async ({ crop: wanted }) => {
    try {
      await qc.fetchQuery(predictionQueryOptions(wanted))
      setCrop(wanted)
      setCalendarCrop(wanted)
      setRefusal('')
    } catch (err) {
      // The previous crop's table and chart go: they would read as the answer.
      setCrop('')
      if (err instanceof ApiRequestError && HISTORY_REFUSALS.has(err.code ?? '')) {
        setCalendarCrop(wanted)
        setRefusal(tm(err))
        return
      }
      setCalendarCrop('')
      setRefusal('')
      // Beside the form, where the eye is on a phone: the service's own text for a request it
      // refused (an unknown crop on its field, anything else under the form); otherwise the page's.
      const own = err instanceof ApiRequestError && err.status >= 400 && err.status < 500
      if (own) onServerError(setRefusal)(err)
      else setRefusal(t(FAILED_TO_FETCH_PREDICTION))
    }
  })
  const pending = form.formState.isSubmitting

  return (
    <section aria-labelledby="prediction-title" className="space-y-4">
      <h2 id="prediction-title" className="text-xl font-semibold text-green-900">
        {t('Price prediction')}
      </h2>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <Field
          label={t('Crop name')}
          className="flex-1"
          list={listId}
          autoComplete="off"
          placeholder={t('e.g. Tomato')}
          {...form.register('crop')}
          error={errorOf('crop')}
        />
        <datalist id={listId}>
          {crops.data?.crops.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner label={t('Predicting')} />}
          {t('Predict Prices')}
        </Button>
      </form>
      {crops.data && crops.data.crops.length > 0 && (
        <details className="text-sm text-stone-700">
          <summary className="cursor-pointer py-3 text-green-900 underline-offset-2 hover:underline">
            {t('Crops with prices ({count}); names in any of our languages work too', {
              count: crops.data.crops.length,
            })}
          </summary>
          <p className="mt-1" data-testid="known-crops">
            {crops.data.crops.map((c) => cropName(c, t, lang)).join(', ')}
          </p>
        </details>
      )}

      {p && (
        <div className="space-y-4">
          <h3 className="text-lg font-semibold">
            {t('Predicted prices for {crop}', { crop: cropName(p.crop, t, lang) })}
          </h3>
          <ForecastSource prediction={p} />
          <div className="overflow-x-auto rounded-lg ring-1 ring-stone-200">
            <table className="min-w-full divide-y divide-stone-200 bg-white text-left">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('Date')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('Predicted Price')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {p.dates.map((d, i) => (
                  <tr key={d}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={d}>{formatDay(d, locale)}</time>
                    </td>
                    <td className="px-3 py-2 tabular-nums">
                      {/* eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, lower and upper have one value per date (the API's schema) */}
                      {t('{price} per kg', { price: formatRupees(p.prices[i]!, locale) })}
                      <span className="block text-sm text-stone-600">
                        {t('80% range {low} – {high}', {
                          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, lower and upper have one value per date (the API's schema)
                          low: formatRupees(p.lower[i]!, locale),
                          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, lower and upper have one value per date (the API's schema)
                          high: formatRupees(p.upper[i]!, locale),
                        })}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ForecastChart history={history.data?.points ?? []} prediction={p} />
          <ForecastNotes prediction={p} />
        </div>
      )}
      {refusal && (
        <p role="alert" className="font-medium text-stone-800" data-testid="forecast-refusal">
          {refusal}
        </p>
      )}
      {calendarCrop && <SeasonalCalendar crop={calendarCrop} />}
    </section>
  )
}

/**
 * Whose prices the forecast is made from and up to which day ('Onion at Lasalgaon (Nashik,
 * Maharashtra), from prices of 6 Oct 2026.'), and why that market: the farmer's district, their
 * state, or, with neither, the nearest anywhere that has enough recent prices.
 */
function ForecastSource({ prediction: p }: { prediction: Prediction }) {
  const { t, locale, lang } = useI18n()
  const place = usePlaceLabels().place([p.district, p.state].filter(Boolean).join(', '))
  return (
    <p className="text-stone-700" data-testid="forecast-market">
      {t('{crop} at {market} ({place}), from prices of {date}.', {
        crop: cropName(p.crop, t, lang),
        market: p.market ?? '',
        place,
        date: formatDay(p.lastDate, locale),
      })}{' '}
      {p.scope === 'district'
        ? t('It is a market in your district with enough recent prices to forecast from.')
        : p.scope === 'state'
          ? t(
              'No market in your district has enough recent prices to forecast from; this one is in your state.',
            )
          : p.scope === 'india'
            ? t(
                'No market in your district or state has enough recent prices to forecast from; this one has.',
              )
            : null}
    </p>
  )
}

/** Over this mean absolute percentage error the forecast is called a rough guide; over the next, often far off. */
const CLOSE_MAPE = 10
const ROUGH_MAPE = 25

/**
 * What a farmer should know to read the forecast: from which day it runs when the data is old,
 * and how far off it has been on this market's own recent prices, in plain words. The figure is
 * the server's backtest on prices the forecaster never learnt from; without one, no figure.
 */
function ForecastNotes({ prediction: p }: { prediction: Prediction }) {
  const { t, locale } = useI18n()
  const [today] = useState(() => indiaToday(new Date()))
  const age = priceAge(p.lastDate, today)
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a prediction has at least one price (the API's schema)
  const level = p.prices[0]!
  const mape = p.backtestMape
  const market = p.market ?? ''
  return (
    <div className="space-y-2 text-stone-700" data-testid="forecast-notes">
      {age.stale && (
        <p>
          {t(
            'This forecast starts after the latest prices, of {date} ({age}): it is for the days after that date, not for the coming week.',
            { date: formatDay(p.lastDate, locale), age: ageText(age, t) },
          )}
        </p>
      )}
      {mape === null ? (
        <p>
          {t(
            'How accurate it is at {market} cannot be told yet: it has too few recent prices there to test the forecast on.',
            { market },
          )}
        </p>
      ) : (
        <p data-testid="forecast-accuracy">
          {t(
            'Forecast from prices at {market} up to {date}. Tested on the four weeks before, it was off by about {error}% on average there: about {amount} on a price of {price} per kg.',
            {
              market,
              date: formatDay(p.lastDate, locale),
              error: Math.round(mape),
              amount: formatRupees((level * mape) / 100, locale),
              price: formatRupees(level, locale),
            },
          )}{' '}
          {mape <= CLOSE_MAPE
            ? t('It has usually been close: a good guide.')
            : mape <= ROUGH_MAPE
              ? t('It is a rough guide: expect the real price to differ.')
              : t('It has often been far off: take it only as a sign of the direction.')}
        </p>
      )}
    </div>
  )
}
