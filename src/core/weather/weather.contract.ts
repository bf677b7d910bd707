import { z } from 'zod'

export const DEFAULT_WEATHER_CITY = 'Chennai'
/** The weather service did not know the city. */
export const WEATHER_NOT_AVAILABLE = 'Weather data not available. Try another location.'
/** The weather service could not be reached or answered nothing usable. */
export const WEATHER_NOT_FOUND = 'Weather data not found'
export const WEATHER_UNREACHABLE =
  'The weather service is not reachable right now. Please try again in a moment.'
export const CITY_MAX = 100

export const WeatherQuerySchema = z.object({
  city: z
    .string({ error: 'Enter a city name.' })
    .trim()
    .min(1, 'Enter a city name.')
    .max(CITY_MAX, `City: at most ${CITY_MAX} characters.`),
})

export const WeatherSchema = z.object({
  /** The place name as the provider spells it. */
  city: z.string(),
  /** Degrees Celsius. */
  temperatureC: z.number(),
  /** Relative humidity, percent. */
  humidity: z.number(),
  /** Metres per second. */
  windSpeed: z.number(),
})
export type Weather = z.infer<typeof WeatherSchema>

/** The cache key for a city: trimmed, lower-case, single spaces. */
export const normalizeCity = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase()
