import { useState, type FormEvent } from 'react'
import { DEFAULT_WEATHER_CITY, WEATHER_NOT_FOUND } from '#core/weather/weather.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { useWeather } from '#client/features/weather/api/get-weather.ts'
import { numberFormat } from '#client/lib/intl.ts'

/** The farmer dashboard's weather: city search (default Chennai; a blank search is ignored). */
export function WeatherWidget() {
  const [input, setInput] = useState('')
  const [city, setCity] = useState(DEFAULT_WEATHER_CITY)
  const { data, error, isFetching } = useWeather(city)
  const { t, tm, locale } = useI18n()
  const oneDecimal = (n: number) =>
    numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const next = input.trim()
    if (!next) return
    setCity(next)
  }

  return (
    <section
      aria-labelledby="weather-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="weather-title" className="text-lg font-semibold text-green-900">
        {t('Weather')}
      </h2>
      <form role="search" onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-2">
        <Field
          label={t('City')}
          name="city"
          placeholder={t('Search a city...')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          className="min-w-0 flex-1"
          autoComplete="address-level2"
        />
        <Button type="submit" disabled={isFetching}>
          {t('Search')}
        </Button>
      </form>
      <div className="mt-4" aria-live="polite">
        {isFetching && !data && <Spinner label={t('Loading weather')} />}
        {error && (
          <p role="alert" className="text-red-800">
            {tm(error)}
          </p>
        )}
        {data && !error ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-sm text-stone-600">{t('City')}</dt>
              <dd className="text-lg font-semibold break-words">{data.city}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t('Temperature')}</dt>
              <dd className="text-lg font-semibold">
                {t('{value} °C', { value: oneDecimal(data.temperatureC) })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t('Humidity')}</dt>
              <dd className="text-lg font-semibold">
                {t('{value}%', { value: formatNumber(Math.round(data.humidity), locale) })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t('Wind speed')}</dt>
              <dd className="text-lg font-semibold">
                {t('{value} m/s', { value: oneDecimal(data.windSpeed) })}
              </dd>
            </div>
          </dl>
        ) : (
          !isFetching && <p className="text-stone-700">{t(WEATHER_NOT_FOUND)}</p>
        )}
      </div>
    </section>
  )
}
