import {
  field,
  getJson,
  isNumber,
  WeatherUnavailableError,
  type WeatherProvider,
} from './provider.ts'

export interface OpenMeteoConfig {
  /** e.g. https://geocoding-api.open-meteo.com */
  geocodingUrl: string
  /** e.g. https://api.open-meteo.com */
  forecastUrl: string
  timeoutMs: number
}

/**
 * Open-Meteo, which needs no key: the geocoding API finds the city (no `results` → unknown), then
 * the forecast API gives the current temperature (°C), relative humidity (%) and wind speed
 * (asked in m/s, the unit OpenWeather's metric answers use).
 */
export function createOpenMeteoProvider(config: OpenMeteoConfig): WeatherProvider {
  return {
    name: 'open-meteo',
    async current(city) {
      const search = new URL('/v1/search', config.geocodingUrl)
      search.searchParams.set('name', city)
      search.searchParams.set('count', '1')
      search.searchParams.set('language', 'en')
      search.searchParams.set('format', 'json')
      const geo = await getJson('Open-Meteo geocoding', search, config.timeoutMs)
      if (geo.status >= 500 || geo.json === undefined) {
        throw new WeatherUnavailableError(`Open-Meteo geocoding answered ${geo.status}`)
      }
      // A 4xx here is Open-Meteo refusing the name ({"error": true, "reason": …}): nothing to show.
      if (geo.status >= 400) return { kind: 'unknown' }
      const results = field(geo.json, 'results')
      const place: unknown = Array.isArray(results) ? results[0] : undefined
      const latitude = field(place, 'latitude')
      const longitude = field(place, 'longitude')
      if (!isNumber(latitude) || !isNumber(longitude)) return { kind: 'unknown' }

      const forecast = new URL('/v1/forecast', config.forecastUrl)
      forecast.searchParams.set('latitude', String(latitude))
      forecast.searchParams.set('longitude', String(longitude))
      forecast.searchParams.set('current', 'temperature_2m,relative_humidity_2m,wind_speed_10m')
      forecast.searchParams.set('wind_speed_unit', 'ms')
      const now = await getJson('Open-Meteo forecast', forecast, config.timeoutMs)
      if (now.status < 200 || now.status >= 300) {
        const reason = field(now.json, 'reason')
        throw new WeatherUnavailableError(
          `Open-Meteo forecast answered ${now.status}${typeof reason === 'string' ? `: ${reason}` : ''}`,
        )
      }
      const current = field(now.json, 'current')
      const temp = field(current, 'temperature_2m')
      const humidity = field(current, 'relative_humidity_2m')
      const wind = field(current, 'wind_speed_10m')
      if (!isNumber(temp) || !isNumber(humidity) || !isNumber(wind)) {
        throw new WeatherUnavailableError(
          'Open-Meteo reply lacks current temperature, humidity or wind',
        )
      }
      const name = field(place, 'name')
      return {
        kind: 'ok',
        weather: {
          city: typeof name === 'string' && name.trim() ? name : city,
          temperatureC: temp,
          humidity,
          windSpeed: wind,
        },
      }
    },
  }
}
