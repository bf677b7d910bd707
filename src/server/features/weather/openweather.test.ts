import { afterEach, describe, expect, it } from 'vitest'
import { createOpenWeatherProvider } from './openweather.ts'
import { WeatherUnavailableError } from './provider.ts'
import {
  json,
  openWeatherChennai,
  openWeatherNotFound,
  startWeatherServer,
  type WeatherTestServer,
} from '#tests/doubles/weather-server.ts'

let server: WeatherTestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const provider = (url: string, timeoutMs = 2000) =>
  createOpenWeatherProvider({ baseUrl: url, apiKey: 'k-123', timeoutMs })

describe('OpenWeather adapter', () => {
  it('asks for the city in metric units with the key and reads name, temp, humidity, wind', async () => {
    server = await startWeatherServer((_url, res) => json(res, 200, openWeatherChennai))
    const result = await provider(server.url).current('chennai')
    expect(result).toEqual({
      kind: 'ok',
      weather: { city: 'Chennai', temperatureC: 31.4, humidity: 66, windSpeed: 5.14 },
    })
    const req = server.requests[0]!
    expect(req.pathname).toBe('/data/2.5/weather')
    expect(Object.fromEntries(req.searchParams)).toEqual({
      q: 'chennai',
      units: 'metric',
      appid: 'k-123',
    })
  })

  it('reports an unknown city on 404 "city not found"', async () => {
    server = await startWeatherServer((_url, res) => json(res, 404, openWeatherNotFound))
    expect(await provider(server.url).current('Atlantis')).toEqual({ kind: 'unknown' })
  })

  it.each([
    [500, { cod: 500, message: 'Internal error' }],
    [502, { cod: 502, message: 'Bad gateway' }],
    [
      401,
      {
        cod: 401,
        message:
          'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      },
    ],
  ])('is unavailable on %s', async (status, body) => {
    server = await startWeatherServer((_url, res) => json(res, status, body))
    await expect(provider(server.url).current('Chennai')).rejects.toThrow(WeatherUnavailableError)
  })

  it('is unavailable when the reply lacks the fields', async () => {
    server = await startWeatherServer((_url, res) => json(res, 200, { cod: 200, name: 'Chennai' }))
    await expect(provider(server.url).current('Chennai')).rejects.toThrow(/lacks/)
  })

  it('gives up after the timeout', async () => {
    server = await startWeatherServer(() => {}) // never answers
    const started = Date.now()
    await expect(provider(server.url, 200).current('Chennai')).rejects.toThrow(
      /did not answer within 200 ms/,
    )
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('is unavailable when nothing listens', async () => {
    server = await startWeatherServer(() => {})
    const url = server.url
    await server.close()
    server = undefined
    await expect(provider(url).current('Chennai')).rejects.toThrow(/unreachable/)
  })
})
