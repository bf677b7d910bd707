import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  CITY_MAX,
  DEFAULT_WEATHER_CITY,
  WEATHER_NOT_FOUND,
  WeatherQuerySchema,
  type Weather,
} from '#core/weather/weather.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { useWeather } from '#client/features/weather/api/get-weather.ts'
import { lastReading, rememberReading } from '#client/features/weather/hooks/last-reading.ts'

function Reading({ weather }: { weather: Weather }) {
  const { t, locale } = useI18n()
  // The city is the farmer's district at first: named in the reader's language.
  const { place } = usePlaceLabels()
  const oneDecimal = (n: number) => formatNumber(n, locale, { minFraction: 1, maxFraction: 1 })
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <div className="col-span-2 sm:col-span-1">
        <dt className="text-sm text-stone-600">{t('City')}</dt>
        <dd className="text-lg font-semibold break-words">{place(weather.city)}</dd>
      </div>
      <div>
        <dt className="text-sm text-stone-600">{t('Temperature')}</dt>
        <dd className="text-lg font-semibold">
          {t('{value} °C', { value: oneDecimal(weather.temperatureC) })}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-stone-600">{t('Humidity')}</dt>
        <dd className="text-lg font-semibold">
          {t('{value}%', { value: formatNumber(Math.round(weather.humidity), locale) })}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-stone-600">{t('Wind speed')}</dt>
        <dd className="text-lg font-semibold">
          {t('{value} m/s', { value: oneDecimal(weather.windSpeed) })}
        </dd>
      </div>
    </dl>
  )
}

/**
 * The farmer dashboard's weather: first of `city` (the farmer's district), else Chennai, then of
 * the city searched (a blank search is ignored). When
 * the provider is down it says so once, offers Retry, and shows the last reading this browser saw
 * of that city with its time.
 */
export function WeatherWidget({ city: first }: { city?: string } = {}) {
  const [city, setCity] = useState(first || DEFAULT_WEATHER_CITY)
  // The server's query schema: a blank search is not a city, so it is ignored (the city stays).
  const form = useForm({ resolver: zodResolver(WeatherQuerySchema), defaultValues: { city: '' } })
  const { data, error, isFetching, dataUpdatedAt, refetch } = useWeather(city)
  const { t, tm, locale } = useI18n()

  useEffect(() => {
    if (data) rememberReading(city, data, dataUpdatedAt)
  }, [city, data, dataUpdatedAt])

  const onSubmit = form.handleSubmit((query) => setCity(query.city))

  // An unknown city (4xx) is an answer; a provider that is down (5xx, no network) may come back.
  const status = error && 'status' in error ? Number(error.status) : 0
  const mayRetry = !!error && !(status >= 400 && status < 500)
  const last = error && mayRetry ? lastReading(city) : null

  return (
    <section
      aria-labelledby="weather-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="weather-title" className="text-lg font-semibold text-green-900">
        {t('Weather')}
      </h2>
      <form
        role="search"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <Field
          label={t('City')}
          placeholder={t('Search a city...')}
          maxLength={CITY_MAX}
          {...form.register('city')}
          className="min-w-0 flex-1"
          autoComplete="address-level2"
        />
        <Button type="submit" disabled={isFetching}>
          {t('Search')}
        </Button>
      </form>
      <div className="mt-4" aria-live="polite">
        {isFetching && !data && !error && <Spinner label={t('Loading weather')} />}
        {error ? (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p role="alert" className="text-red-800">
                {tm(error)}
              </p>
              {mayRetry && (
                <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
                  {isFetching && <Spinner />}
                  {t('Retry')}
                </Button>
              )}
            </div>
            {last && (
              <div data-testid="last-reading">
                <p className="mb-2 text-sm text-stone-700">
                  {t('Last known reading, {time}:', {
                    time: formatDate(last.at, locale, 'mediumTime'),
                  })}
                </p>
                <Reading weather={last.weather} />
              </div>
            )}
          </div>
        ) : data ? (
          <Reading weather={data} />
        ) : (
          !isFetching && <p className="text-stone-700">{t(WEATHER_NOT_FOUND)}</p>
        )}
      </div>
    </section>
  )
}
