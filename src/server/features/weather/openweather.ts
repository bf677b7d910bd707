import {
  field,
  getJson,
  isNumber,
  WeatherUnavailableError,
  type WeatherProvider,
} from './provider.ts'

export interface OpenWeatherConfig {
  /** e.g. https://api.openweathermap.org */
  baseUrl: string
  apiKey: string
  timeoutMs: number
}

/**
 * OpenWeather current weather: `GET /data/2.5/weather?q={city}&units=metric&appid={key}`, reading
 * name, main.temp, main.humidity and wind.speed (m/s with metric units), as the original did.
 * A 404 ("city not found") means the city is unknown.
 */
export function createOpenWeatherProvider(config: OpenWeatherConfig): WeatherProvider {
  return {
    name: 'openweather',
    async current(city) {
      const url = new URL('/data/2.5/weather', config.baseUrl)
      url.searchParams.set('q', city)
      url.searchParams.set('units', 'metric')
      url.searchParams.set('appid', config.apiKey)
      const { status, json } = await getJson('OpenWeather', url, config.timeoutMs)
      if (status === 404 || String(field(json, 'cod')) === '404') return { kind: 'unknown' }
      if (status < 200 || status >= 300) {
        const message = field(json, 'message')
        throw new WeatherUnavailableError(
          `OpenWeather answered ${status}${typeof message === 'string' ? `: ${message}` : ''}`,
        )
      }
      const main = field(json, 'main')
      const temp = field(main, 'temp')
      const humidity = field(main, 'humidity')
      const wind = field(field(json, 'wind'), 'speed')
      const name = field(json, 'name')
      if (!isNumber(temp) || !isNumber(humidity) || !isNumber(wind)) {
        throw new WeatherUnavailableError(
          'OpenWeather reply lacks main.temp, main.humidity or wind.speed',
        )
      }
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
