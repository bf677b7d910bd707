/**
 * The farmer's own market first: a user's free-text location ('Pune',
 * 'Nashik, Maharashtra') read as a district and state of the price data, and a crop's price from
 * the markets of that district, else of that state, else the all-India median, saying which
 * markets and dates the figure comes from. Pure.
 */
import { addDays } from '../dates/dates.ts'
import { median } from '../stats/median.ts'
import { nameKey } from '../crops/crop-vocabulary.ts'

export interface Place {
  district: string
  state: string
}

export interface ResolvedPlace {
  /** A district of the price data, or null when the location names none. */
  district: string | null
  /** Its state, or the state the location names; null when it names neither. */
  state: string | null
}

/** Words around a place name that are not part of it ('Nashik district', 'Dist. Pune'). */
const FILLER = /\b(district|dist|taluka|tehsil|tq|village|city|town|state|india)\b\.?/gi

/**
 * The district and state a location text names, among `places` (the data's districts): each part
 * of the text (split at commas, slashes, hyphens) compared as a district name, then as a state
 * name, ignoring case, spaces and punctuation; a district found in two states is settled by a
 * state the text names too. A district alone brings its state.
 */
export function resolvePlace(location: string | null, places: readonly Place[]): ResolvedPlace {
  const none = { district: null, state: null }
  if (!location) return none
  const whole = nameKey(location.replace(FILLER, ' '))
  const parts = location
    .split(/[,/;|-]+/)
    .map((p) => nameKey(p.replace(FILLER, ' ')))
    .filter((p) => p.length >= 3)
  const keys = [...new Set([whole, ...parts])].filter(Boolean)
  if (keys.length === 0) return none
  const { states, districts: byDistrict } = indexOf(places)
  const state = keys.map((k) => states.get(k)).find((s) => s !== undefined) ?? null
  // In the order of `places`, as a scan of them would find them.
  const districts = keys
    .flatMap((k) => byDistrict.get(k) ?? [])
    .sort((a, b) => a - b)
    .map((i) => places[i] as Place)
  const district =
    districts.find((p) => p.state === state) ?? (state ? undefined : districts[0]) ?? null
  if (district) return { district: district.district, state: district.state }
  return { district: null, state }
}

interface PlaceIndex {
  /** A state's name key → its name. */
  states: Map<string, string>
  /** A district's name key → the positions in `places` of the places of that name. */
  districts: Map<string, number[]>
}

/**
 * The name keys of a list of places, made once per list (the server asks with the same cached
 * list on every request; keying ~2,000 names each time cost more than the rest of the request).
 */
const indexes = new WeakMap<readonly Place[], PlaceIndex>()
function indexOf(places: readonly Place[]): PlaceIndex {
  let index = indexes.get(places)
  if (index) return index
  index = { states: new Map(), districts: new Map() }
  places.forEach((p, i) => {
    index.states.set(nameKey(p.state), p.state)
    if (!p.district) return
    const key = nameKey(p.district)
    const at = index.districts.get(key)
    if (at) at.push(i)
    else index.districts.set(key, [i])
  })
  indexes.set(places, index)
  return index
}

export interface MarketPrice {
  market: string
  district: string
  state: string
  /** 'YYYY-MM-DD' */
  date: string
  /** ₹ per quintal */
  modalPrice: number
}

export const SCOPES = ['district', 'state', 'india'] as const
export type Scope = (typeof SCOPES)[number]

export interface LocalPrice {
  scope: Scope
  /** The district or state the figure is for; null for all India. */
  place: string | null
  /** Median of the markets' latest modal prices, ₹ per quintal. */
  modalPrice: number
  /** Markets the median is taken over. */
  markets: number
  /** The oldest and newest dates among those markets' prices. */
  dateFrom: string
  dateTo: string
  /** Those markets, newest first (at most `maxSources`). */
  sources: MarketPrice[]
}

/**
 * A crop's price near the farmer: the median of the latest prices of the markets in their
 * district, else in their state, else in all India. Only markets whose latest price is within
 * `windowDays` of the crop's newest price anywhere count, so a market that stopped reporting
 * years ago does not stand for today's level. Null when `rows` is empty.
 */
export function localPrice(
  rows: readonly MarketPrice[],
  place: ResolvedPlace,
  opts: { windowDays: number; maxSources?: number },
): LocalPrice | null {
  const newest = rows.reduce<string | null>((d, r) => (d === null || r.date > d ? r.date : d), null)
  if (newest === null) return null
  const since = addDays(newest, -opts.windowDays)
  const recent = rows.filter((r) => r.date >= since)
  const pick = (): { scope: Scope; place: string | null; rows: MarketPrice[] } => {
    if (place.district) {
      const inDistrict = recent.filter(
        (r) => r.district === place.district && r.state === place.state,
      )
      if (inDistrict.length) return { scope: 'district', place: place.district, rows: inDistrict }
    }
    if (place.state) {
      const inState = recent.filter((r) => r.state === place.state)
      if (inState.length) return { scope: 'state', place: place.state, rows: inState }
    }
    return { scope: 'india', place: null, rows: recent }
  }
  const chosen = pick()
  const dates = chosen.rows.map((r) => r.date).sort()
  const sources = [...chosen.rows]
    .sort((a, b) =>
      a.date === b.date ? byCodeUnits(a.market, b.market) : a.date < b.date ? 1 : -1,
    )
    .slice(0, opts.maxSources ?? 5)
  return {
    scope: chosen.scope,
    place: chosen.place,
    modalPrice: median(chosen.rows.map((r) => r.modalPrice)),
    markets: chosen.rows.length,
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- chosen.rows is never empty (recent holds the newest row)
    dateFrom: dates[0]!,
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- as above
    dateTo: dates.at(-1)!,
    sources,
  }
}

/** A fixed order for ties (market names), the same on every device and without ICU (decision 014). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
