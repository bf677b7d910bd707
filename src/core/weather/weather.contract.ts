import { z } from 'zod'

export * from './weather.messages.ts'

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
