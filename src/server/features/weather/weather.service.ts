import { normalizeCity } from '#core/weather/weather.contract.ts'
import type { Env } from '../../env.ts'
import { createOpenMeteoProvider } from './open-meteo.ts'
import { createOpenWeatherProvider } from './openweather.ts'
import type { WeatherProvider, WeatherResult } from './provider.ts'

export interface WeatherServiceOptions {
  provider: WeatherProvider
  /** How long an answer (weather or unknown city) is reused, in ms. */
  ttlMs: number
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number
  /** Most cities kept; the oldest entry goes first. */
  maxEntries?: number
}

export interface WeatherService {
  provider: string
  current(city: string): Promise<WeatherResult>
}

/**
 * Answers per city from memory for `ttlMs` (each node keeps its own: weather is public and cheap
 * to refetch). Concurrent asks for one city share a single provider call; failures are not kept.
 */
export function createWeatherService(opts: WeatherServiceOptions): WeatherService {
  const now = opts.now ?? Date.now
  const maxEntries = opts.maxEntries ?? 1000
  const cache = new Map<string, { expires: number; result: WeatherResult }>()
  const inFlight = new Map<string, Promise<WeatherResult>>()
  return {
    provider: opts.provider.name,
    async current(city) {
      const key = normalizeCity(city)
      const hit = cache.get(key)
      if (hit && hit.expires > now()) return hit.result
      if (hit) cache.delete(key)
      const pending = inFlight.get(key)
      if (pending) return pending
      const call = opts.provider
        .current(city.trim())
        .then((result) => {
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!)
          cache.set(key, { expires: now() + opts.ttlMs, result })
          return result
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, call)
      return call
    },
  }
}

/** OpenWeather when OPENWEATHER_API_KEY is set, otherwise Open-Meteo (no key needed). */
export function providerFromEnv(env: Env): WeatherProvider {
  return env.OPENWEATHER_API_KEY
    ? createOpenWeatherProvider({
        baseUrl: env.OPENWEATHER_URL,
        apiKey: env.OPENWEATHER_API_KEY,
        timeoutMs: env.WEATHER_TIMEOUT,
      })
    : createOpenMeteoProvider({
        geocodingUrl: env.OPEN_METEO_GEOCODING_URL,
        forecastUrl: env.OPEN_METEO_URL,
        timeoutMs: env.WEATHER_TIMEOUT,
      })
}
