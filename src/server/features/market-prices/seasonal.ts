import type { SeasonalCalendarAnswer } from '#core/market-prices/market-prices.contract.ts'
import {
  seasonalCalendar,
  type MonthlyPrice,
  type SeasonalCalendar,
} from '#core/market-prices/seasonal.ts'
import type { Executor } from '#server/db/client.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'
import { monthlyPrices } from './seasonal.repo.ts'

/**
 * Years of history change only when data is imported, and a calendar barely moves with a few new
 * days: each crop's calendars (every state's and India's) are kept this long.
 */
const CACHE_TTL_MS = 10 * 60_000
const CACHE_SIZE = 300

/** A crop's calendars: per state (lower-cased name → its name and calendar), and India's. */
interface CropCalendars {
  india: SeasonalCalendar | null
  states: Map<string, { state: string; calendar: SeasonalCalendar | null }>
}

/**
 * Seasonal calendars of crops, from every year of monthly prices held. `calendarOf` answers for
 * the state asked for when it has the years, else for all of India.
 */
export function createSeasonalCalendars(db: () => Executor) {
  const cache = createTtlCache<CropCalendars>({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_SIZE })

  async function load(crop: string): Promise<CropCalendars> {
    const monthly = await monthlyPrices(db(), crop)
    const india = seasonalCalendar(monthly.filter((m) => m.state === null))
    const byState = new Map<string, MonthlyPrice[]>()
    for (const m of monthly) {
      if (m.state === null) continue
      const list = byState.get(m.state)
      if (list) list.push(m)
      else byState.set(m.state, [m])
    }
    const states = new Map(
      [...byState].map(([state, prices]) => [
        state.toLowerCase(),
        { state, calendar: seasonalCalendar(prices) },
      ]),
    )
    return { india, states }
  }

  return {
    clear: () => cache.clear(),
    async calendarOf(crop: string, state: string | null): Promise<SeasonalCalendarAnswer> {
      const all = await cache.get(crop, () => load(crop))
      const own = state ? all.states.get(state.toLowerCase()) : undefined
      const [place, calendar] = own?.calendar ? [own.state, own.calendar] : [null, all.india]
      return {
        crop,
        state: place,
        years: calendar?.years ?? 0,
        firstYear: calendar?.firstYear ?? null,
        lastYear: calendar?.lastYear ?? null,
        months: calendar?.months ?? [],
        rise: calendar?.rise ?? null,
        fall: calendar?.fall ?? null,
      }
    },
  }
}
