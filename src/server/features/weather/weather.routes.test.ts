import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import {
  json,
  openMeteoForecastPune,
  openMeteoGeocodingNone,
  openMeteoGeocodingPune,
  openWeatherChennai,
  openWeatherNotFound,
  startWeatherServer,
  type WeatherTestServer,
} from '#tests/doubles/weather-server.ts'

describe('GET /api/weather with Open-Meteo (no key)', () => {
  let t: TestApp
  let server: WeatherTestServer
  let cookie: string
  beforeAll(async () => {
    server = await startWeatherServer((url, res) => {
      const name = url.searchParams.get('name')
      if (url.pathname === '/v1/search') {
        if (name === 'Down') return json(res, 502, { error: true, reason: 'Bad gateway' })
        return json(
          res,
          200,
          name?.toLowerCase() === 'pune' ? openMeteoGeocodingPune : openMeteoGeocodingNone,
        )
      }
      return json(res, 200, openMeteoForecastPune)
    })
    t = await buildTestApp({
      OPEN_METEO_GEOCODING_URL: server.url,
      OPEN_METEO_URL: server.url,
      WEATHER_TIMEOUT: '2s',
    })
    cookie = (await registerUser(t.app, { role: 'farmer' })).cookie
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  const get = (city: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/api/weather?city=${encodeURIComponent(city)}`, headers })

  it("asks by a district's other names when the service does not know the one asked", async () => {
    const res = await get('Poona')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ city: 'Pune', temperatureC: 27.8 })
    const asked = server.requests.map((u) => u.searchParams.get('name'))
    expect(asked).toEqual(expect.arrayContaining(['Poona', 'Pune']))
  })

  it('answers a known city and caches it per city', async () => {
    const res = await get('Pune')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ city: 'Pune', temperatureC: 27.8, humidity: 71, windSpeed: 3.6 })
    const before = server.requests.length
    expect((await get(' pune ')).statusCode).toBe(200)
    expect(server.requests.length).toBe(before)
  })

  it('says an unknown city has no weather data (404)', async () => {
    const res = await get('Atlantis')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Weather data not available. Try another location.')
  })

  it('answers 503 when the provider fails', async () => {
    const res = await get('Down')
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toMatch(/weather service is not reachable/)
  })

  it('refuses a blank city (400) and a visitor (401)', async () => {
    const blank = await get('   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('Enter a city name.')
    expect((await get('Pune', {})).statusCode).toBe(401)
  })
})

describe('GET /api/weather with OpenWeather (key set)', () => {
  let t: TestApp
  let server: WeatherTestServer
  beforeAll(async () => {
    server = await startWeatherServer((url, res) =>
      url.searchParams.get('q') === 'Chennai'
        ? json(res, 200, openWeatherChennai)
        : json(res, 404, openWeatherNotFound),
    )
    t = await buildTestApp({ OPENWEATHER_API_KEY: 'secret-key', OPENWEATHER_URL: server.url })
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  it('uses OpenWeather with the key, and maps its 404 to ours', async () => {
    const { cookie } = await registerUser(t.app, { role: 'buyer' })
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/weather?city=Chennai',
      headers: { cookie },
    })
    expect(ok.json()).toEqual({
      city: 'Chennai',
      temperatureC: 31.4,
      humidity: 66,
      windSpeed: 5.14,
    })
    expect(server.requests[0]!.searchParams.get('appid')).toBe('secret-key')
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/weather?city=Nowhere',
      headers: { cookie },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Weather data not available. Try another location.')
  })
})
