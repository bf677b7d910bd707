// Test-only: a small HTTP server on 127.0.0.1 that records requests and answers like a weather API.
import type { ServerResponse } from 'node:http'
import { startHttpServer } from './http-server.ts'

export interface WeatherTestServer {
  /** http://127.0.0.1:{port} */
  url: string
  /** Path and query of each request, in order. */
  requests: URL[]
  close(): Promise<void>
}

/** `handle` answers each request; one that never answers simulates a provider that hangs. */
export async function startWeatherServer(
  handle: (url: URL, res: ServerResponse) => void,
): Promise<WeatherTestServer> {
  const toUrl = (path: string) => new URL(path, 'http://127.0.0.1')
  const server = await startHttpServer((req, res) => handle(toUrl(req.path), res))
  return {
    url: server.url,
    get requests() {
      return server.requests.map((r) => toUrl(r.path))
    },
    close: server.close,
  }
}

export { sendJson as json } from './http-server.ts'

/** OpenWeather's real 200 body for /data/2.5/weather (units=metric). */
export const openWeatherChennai = {
  coord: { lon: 80.2785, lat: 13.0878 },
  weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
  base: 'stations',
  main: {
    temp: 31.4,
    feels_like: 37.2,
    temp_min: 30.9,
    temp_max: 31.9,
    pressure: 1006,
    humidity: 66,
    sea_level: 1006,
    grnd_level: 1005,
  },
  visibility: 6000,
  wind: { speed: 5.14, deg: 200 },
  clouds: { all: 75 },
  dt: 1717221600,
  sys: { type: 1, id: 9218, country: 'IN', sunrise: 1717200872, sunset: 1717246854 },
  timezone: 19800,
  id: 1264527,
  name: 'Chennai',
  cod: 200,
}

/** OpenWeather's real 404 body. */
export const openWeatherNotFound = { cod: '404', message: 'city not found' }

/** Open-Meteo geocoding's real body for one result. */
export const openMeteoGeocodingPune = {
  results: [
    {
      id: 1259229,
      name: 'Pune',
      latitude: 18.51957,
      longitude: 73.85535,
      elevation: 560,
      feature_code: 'PPLA2',
      country_code: 'IN',
      admin1_id: 1264418,
      admin2_id: 1259228,
      timezone: 'Asia/Kolkata',
      population: 3124458,
      country_id: 1269750,
      country: 'India',
      admin1: 'Maharashtra',
      admin2: 'Pune',
    },
  ],
  generationtime_ms: 0.7,
}

/** Open-Meteo geocoding's real body when nothing matches: no `results` at all. */
export const openMeteoGeocodingNone = { generationtime_ms: 0.41 }

/** Open-Meteo forecast's real body with `current=` variables and wind_speed_unit=ms. */
export const openMeteoForecastPune = {
  latitude: 18.5,
  longitude: 73.875,
  generationtime_ms: 0.05,
  utc_offset_seconds: 0,
  timezone: 'GMT',
  timezone_abbreviation: 'GMT',
  elevation: 560,
  current_units: {
    time: 'iso8601',
    interval: 'seconds',
    temperature_2m: '°C',
    relative_humidity_2m: '%',
    wind_speed_10m: 'm/s',
  },
  current: {
    time: '2024-06-01T06:00',
    interval: 900,
    temperature_2m: 27.8,
    relative_humidity_2m: 71,
    wind_speed_10m: 3.6,
  },
}
