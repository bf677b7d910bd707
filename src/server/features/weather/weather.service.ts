import { createTtlCache } from '#server/lib/ttl-cache.ts'
import { normalizeCity } from '#core/weather/weather.contract.ts'
import type { Env } from '#server/env.ts'
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
  const cache = createTtlCache<WeatherResult>({
    ttlMs: opts.ttlMs,
    maxEntries: opts.maxEntries ?? 1000,
    now: opts.now,
  })
  return {
    provider: opts.provider.name,
    current: (city) => cache.get(normalizeCity(city), () => opts.provider.current(city.trim())),
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
