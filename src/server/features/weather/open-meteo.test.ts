import { afterEach, describe, expect, it } from 'vitest'
import { createOpenMeteoProvider } from './open-meteo.ts'
import { WeatherUnavailableError } from './provider.ts'
import {
  json,
  openMeteoForecastPune,
  openMeteoGeocodingNone,
  openMeteoGeocodingPune,
  startWeatherServer,
  type WeatherTestServer,
} from '#tests/doubles/weather-server.ts'
import type { ServerResponse } from 'node:http'

let server: WeatherTestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const provider = (url: string, timeoutMs = 2000) =>
  createOpenMeteoProvider({ geocodingUrl: url, forecastUrl: url, timeoutMs })

/** One server for both APIs, routed by path as the two real hosts would be. */
const start = (
  geocode: (url: URL, res: ServerResponse) => void,
  forecast: (url: URL, res: ServerResponse) => void = (_u, res) =>
    json(res, 200, openMeteoForecastPune),
) =>
  startWeatherServer((url, res) =>
    url.pathname === '/v1/search'
      ? geocode(url, res)
      : url.pathname === '/v1/forecast'
        ? forecast(url, res)
        : json(res, 404, {}),
  )

describe('Open-Meteo adapter', () => {
  it('geocodes the city, then reads current temperature, humidity and wind in m/s', async () => {
    server = await start((_u, res) => json(res, 200, openMeteoGeocodingPune))
    const result = await provider(server.url).current('pune')
    expect(result).toEqual({
      kind: 'ok',
      weather: { city: 'Pune', temperatureC: 27.8, humidity: 71, windSpeed: 3.6 },
    })
    const [search, forecast] = server.requests
    expect(search!.pathname).toBe('/v1/search')
    expect(Object.fromEntries(search!.searchParams)).toEqual({
      name: 'pune',
      count: '1',
      language: 'en',
      format: 'json',
    })
    expect(forecast!.pathname).toBe('/v1/forecast')
    expect(Object.fromEntries(forecast!.searchParams)).toEqual({
      latitude: '18.51957',
      longitude: '73.85535',
      current: 'temperature_2m,relative_humidity_2m,wind_speed_10m',
      wind_speed_unit: 'ms',
    })
  })

  it('reports an unknown city when geocoding has no results, without asking for a forecast', async () => {
    server = await start((_u, res) => json(res, 200, openMeteoGeocodingNone))
    expect(await provider(server.url).current('Atlantis')).toEqual({ kind: 'unknown' })
    expect(server.requests.map((r) => r.pathname)).toEqual(['/v1/search'])
  })

  it('reports an unknown city when geocoding refuses the name (400)', async () => {
    server = await start((_u, res) =>
      json(res, 400, { error: true, reason: 'Parameter count must be between 1 and 100.' }),
    )
    expect(await provider(server.url).current('x')).toEqual({ kind: 'unknown' })
  })

  it('is unavailable when geocoding answers 5xx', async () => {
    server = await start((_u, res) =>
      json(res, 503, { error: true, reason: 'Service unavailable' }),
    )
    await expect(provider(server.url).current('Pune')).rejects.toThrow(WeatherUnavailableError)
  })

  it('is unavailable when the forecast answers 5xx', async () => {
    server = await start(
      (_u, res) => json(res, 200, openMeteoGeocodingPune),
      (_u, res) => json(res, 500, { error: true, reason: 'Internal error' }),
    )
    await expect(provider(server.url).current('Pune')).rejects.toThrow(
      /forecast answered 500: Internal error/,
    )
  })

  it('gives up after the timeout', async () => {
    server = await start(
      (_u, res) => json(res, 200, openMeteoGeocodingPune),
      () => {}, // forecast hangs
    )
    await expect(provider(server.url, 200).current('Pune')).rejects.toThrow(
      /did not answer within 200 ms/,
    )
  })
})
