import { useId, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  FAILED_TO_FETCH_PREDICTION,
  SELECT_CROP_TO_PREDICT,
} from '#core/market-prices/market-prices.messages.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useCrops } from '#client/features/market-prices/api/get-crops.ts'
import {
  predictionQueryOptions,
  usePrediction,
} from '#client/features/market-prices/api/get-prediction.ts'
import { usePriceHistory } from '#client/features/market-prices/api/get-price-history.ts'
import { formatDay, formatRupees } from '#client/lib/money.ts'
import { ForecastChart } from './forecast-chart.tsx'

/**
 * The prediction section: a crop input suggesting known crops, 'Predict
 * Prices', the 7-day results table, a chart of recent history with the forecast and its band, and
 * how accurate the method has been on that crop, so a farmer knows how far to trust it.
 */
export function PricePrediction() {
  const listId = useId()
  const [input, setInput] = useState('')
  const [crop, setCrop] = useState('')
  const [pending, setPending] = useState(false)
  const notify = useNotify()
  const { t, tm, locale } = useI18n()
  const qc = useQueryClient()
  const crops = useCrops()
  const prediction = usePrediction(crop)
  const p = prediction.data
  // Keyed by the server's own crop name, so 'tomato' and 'Tomato' share one history.
  const history = usePriceHistory(p?.crop ?? '')

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const wanted = input.trim()
    if (!wanted) {
      notify(t(SELECT_CROP_TO_PREDICT), 'error')
      return
    }
    setPending(true)
    try {
      await qc.fetchQuery(predictionQueryOptions(wanted))
      setCrop(wanted)
    } catch (err) {
      // The service's own text for a request it refused (unknown crop, …); otherwise the spec's.
      const own = err instanceof ApiRequestError && err.status >= 400 && err.status < 500
      notify(own ? tm(err) : t(FAILED_TO_FETCH_PREDICTION), 'error')
    } finally {
      setPending(false)
    }
  }

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
          name="crop"
          className="flex-1"
          list={listId}
          autoComplete="off"
          placeholder={t('e.g. Tomato')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
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

      {p && (
        <div className="space-y-4">
          <h3 className="text-lg font-semibold">
            {t('Predicted prices for {crop}', { crop: t(p.crop) })}
          </h3>
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
          <p className="text-stone-700">
            {p.backtestMape === null
              ? t(
                  'Method: {method}. Not enough recent prices to measure its accuracy on this crop.',
                  {
                    method: t(p.method),
                  },
                )
              : t(
                  'Method: {method}. Over the last four weeks it had about {error}% average error on this crop.',
                  { method: t(p.method), error: Math.round(p.backtestMape) },
                )}
          </p>
        </div>
      )}
    </section>
  )
}
