import { normalizeCity, type Weather } from '#core/weather/weather.contract.ts'
import { readStorage, writeStorage } from '#client/lib/storage.ts'

/** Browser storage key of the last readings, one per city (the newest LAST_READINGS_MAX cities). */
export const LAST_READINGS_KEY = 'weatherLast'
const LAST_READINGS_MAX = 5

export type LastReading = { weather: Weather; at: number }
type Stored = Record<string, LastReading>

function readAll(): Stored {
  try {
    const v: unknown = JSON.parse(readStorage(LAST_READINGS_KEY) ?? '{}')
    return v && typeof v === 'object' ? (v as Stored) : {}
  } catch {
    return {}
  }
}

/** The last reading of a city this browser saw, and when (epoch ms), or null. */
export function lastReading(city: string): LastReading | null {
  const r = readAll()[normalizeCity(city)]
  return r && typeof r.at === 'number' && r.weather ? r : null
}

/** Remembers a reading, so the widget can show it with its time when the provider is down. */
export function rememberReading(city: string, weather: Weather, at: number) {
  const all = readAll()
  delete all[normalizeCity(city)]
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, LAST_READINGS_MAX - 1)
  writeStorage(
    LAST_READINGS_KEY,
    JSON.stringify(Object.fromEntries([[normalizeCity(city), { weather, at }], ...kept])),
  )
}
