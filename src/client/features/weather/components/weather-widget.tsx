import { useState, type FormEvent } from 'react'
import { DEFAULT_WEATHER_CITY, WEATHER_NOT_FOUND } from '#core/weather/weather.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useWeather } from '../api/get-weather.ts'

/** Spec §2 /farmer-dashboard: city search (default Chennai; a blank search is ignored). */
export function WeatherWidget() {
  const [input, setInput] = useState('')
  const [city, setCity] = useState(DEFAULT_WEATHER_CITY)
  const { data, error, isFetching } = useWeather(city)

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
        Weather
      </h2>
      <form role="search" onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-2">
        <Field
          label="City"
          name="city"
          placeholder="Search a city..."
          value={input}
          onChange={(e) => setInput(e.target.value)}
          className="min-w-0 flex-1"
          autoComplete="address-level2"
        />
        <Button type="submit" disabled={isFetching}>
          Search
        </Button>
      </form>
      <div className="mt-4" aria-live="polite">
        {isFetching && !data && <Spinner label="Loading weather" />}
        {error && (
          <p role="alert" className="text-red-800">
            {error.message}
          </p>
        )}
        {data && !error ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-sm text-stone-600">City</dt>
              <dd className="text-lg font-semibold break-words">{data.city}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Temperature</dt>
              <dd className="text-lg font-semibold">{`${data.temperatureC.toFixed(1)} °C`}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Humidity</dt>
              <dd className="text-lg font-semibold">{`${Math.round(data.humidity)}%`}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Wind speed</dt>
              <dd className="text-lg font-semibold">{`${data.windSpeed.toFixed(1)} m/s`}</dd>
            </div>
          </dl>
        ) : (
          !isFetching && <p className="text-stone-700">{WEATHER_NOT_FOUND}</p>
        )}
      </div>
    </section>
  )
}
