/**
 * The price data's places for a place of the district tables: Agmarknet names districts and
 * states in its own spellings ('Sholapur', 'Chattisgarh', 'NCT of Delhi'), so each of its places
 * is resolved once to a district of the tables, and a farmer's district then finds its markets.
 * Pure.
 */
import { nameKey } from '../crops/crop-vocabulary.ts'
import type { Place, ResolvedPlace } from '../market-prices/local-price.ts'
import { resolveWithinState, type PlaceMatch } from './place-resolve.ts'
import { stateNamed } from './places.ts'

interface PriceIndex {
  /** English state name → the data's name for it. */
  states: Map<string, string>
  /** 'state\0district' (English names) → the data's place. */
  districts: Map<string, Place>
}

const indexes = new WeakMap<readonly Place[], PriceIndex>()

function indexOf(places: readonly Place[]): PriceIndex {
  let index = indexes.get(places)
  if (index) return index
  index = { states: new Map(), districts: new Map() }
  for (const p of places) {
    const state = stateNamed(p.state)
    if (!state) continue
    if (!index.states.has(state.en)) index.states.set(state.en, p.state)
    if (!p.district) continue
    const m = resolveWithinState(p.state, p.district)
    if (!m?.district) continue
    const key = `${m.state}\u0000${m.district}`
    const had = index.districts.get(key)
    // Two spellings of one district ('Mumbai', 'Mumbai City'): the one spelt as the tables do.
    if (!had || nameKey(p.district) === nameKey(m.district)) index.districts.set(key, p)
  }
  indexes.set(places, index)
  return index
}

/**
 * The price data's district and state for `place`: its district's markets when the data has
 * them, else its state's; nulls when the data has neither.
 */
export function pricePlaceOf(place: PlaceMatch, places: readonly Place[]): ResolvedPlace {
  const index = indexOf(places)
  const district = place.district
    ? index.districts.get(`${place.state}\u0000${place.district}`)
    : undefined
  if (district) return { district: district.district, state: district.state }
  return { district: null, state: index.states.get(place.state) ?? null }
}
