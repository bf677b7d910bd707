// E2E only: answers like Open-Meteo's geocoding and forecast APIs (their real response shapes), so
// the real server's weather adapter runs end to end without the internet. Known cities only;
// anything else gets geocoding's "no results" answer.
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? process.argv[2])
const CITIES = {
  chennai: {
    id: 1264527,
    name: 'Chennai',
    latitude: 13.08784,
    longitude: 80.27847,
    admin1: 'Tamil Nadu',
    temp: 31.4,
    humidity: 66,
    wind: 5.1,
  },
  pune: {
    id: 1259229,
    name: 'Pune',
    latitude: 18.51957,
    longitude: 73.85535,
    admin1: 'Maharashtra',
    temp: 27.8,
    humidity: 71,
    wind: 3.6,
  },
  mumbai: {
    id: 1275339,
    name: 'Mumbai',
    latitude: 19.07283,
    longitude: 72.88261,
    admin1: 'Maharashtra',
    temp: 29.9,
    humidity: 78,
    wind: 4.4,
  },
  delhi: {
    id: 1273294,
    name: 'Delhi',
    latitude: 28.65195,
    longitude: 77.23149,
    admin1: 'Delhi',
    temp: 35.2,
    humidity: 34,
    wind: 2.8,
  },
  nashik: {
    id: 1261731,
    name: 'Nashik',
    latitude: 19.99727,
    longitude: 73.79096,
    admin1: 'Maharashtra',
    temp: 24.6,
    humidity: 48,
    wind: 2.9,
  },
  madurai: {
    id: 1264521,
    name: 'Madurai',
    latitude: 9.919,
    longitude: 78.11953,
    admin1: 'Tamil Nadu',
    temp: 33.1,
    humidity: 52,
    wind: 4.9,
  },
}

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/health') return json(res, 200, { ok: true })
  if (url.pathname === '/v1/search') {
    const city = CITIES[(url.searchParams.get('name') ?? '').trim().toLowerCase()]
    if (!city) return json(res, 200, { generationtime_ms: 0.4 })
    const { temp: _t, humidity: _h, wind: _w, ...place } = city
    return json(res, 200, {
      results: [
        {
          ...place,
          feature_code: 'PPLA',
          country_code: 'IN',
          timezone: 'Asia/Kolkata',
          country: 'India',
        },
      ],
      generationtime_ms: 0.7,
    })
  }
  if (url.pathname === '/v1/forecast') {
    const lat = Number(url.searchParams.get('latitude'))
    const city = Object.values(CITIES).find((c) => Math.abs(c.latitude - lat) < 1e-4)
    if (!city)
      return json(res, 400, { error: true, reason: 'Latitude must be in range of -90 to 90°.' })
    return json(res, 200, {
      latitude: city.latitude,
      longitude: city.longitude,
      generationtime_ms: 0.05,
      utc_offset_seconds: 0,
      timezone: 'GMT',
      timezone_abbreviation: 'GMT',
      elevation: 10,
      current_units: {
        time: 'iso8601',
        interval: 'seconds',
        temperature_2m: '°C',
        relative_humidity_2m: '%',
        wind_speed_10m: 'm/s',
      },
      current: {
        time: new Date().toISOString().slice(0, 13) + ':00',
        interval: 900,
        temperature_2m: city.temp,
        relative_humidity_2m: city.humidity,
        wind_speed_10m: city.wind,
      },
    })
  }
  json(res, 404, { error: true, reason: 'Not found' })
}).listen(port, '127.0.0.1')
