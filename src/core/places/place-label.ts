/**
 * Showing a stored place in the reader's language: the English state and district names the
 * database keeps, and location texts made of them ('Ozar, Nashik, Maharashtra', placeText), with
 * each part that is a state's or a district's English name put in the reader's language
 * ('Ozar, नाशिक, महाराष्ट्र'). Parts that name neither (a village, a town, a place typed before
 * places were resolved) stay as they were typed. Takes the
 * names of one language (GET /api/places/names), so the client bundle carries no table. Pure.
 */
import type { PlaceNames } from './places.contract.ts'

interface Lookup {
  states: Map<string, { en: string; label: string }>
  /** English district name (lower case) → the districts of that name, by English state. */
  districts: Map<string, Map<string, string>>
}

const lookups = new WeakMap<PlaceNames, Lookup>()

const lower = (s: string) => s.trim().toLowerCase()

function lookupOf(names: PlaceNames): Lookup {
  const made = lookups.get(names)
  if (made) return made
  const states = new Map<string, { en: string; label: string }>()
  for (const [en, label] of Object.entries(names.states)) states.set(lower(en), { en, label })
  const districts = new Map<string, Map<string, string>>()
  for (const [state, ds] of Object.entries(names.districts)) {
    // A state whose name is the same in the language still has its districts looked up by name.
    if (!states.has(lower(state))) states.set(lower(state), { en: state, label: state })
    for (const [en, label] of Object.entries(ds)) {
      const m = districts.get(lower(en)) ?? new Map<string, string>()
      m.set(state, label)
      districts.set(lower(en), m)
    }
  }
  const lookup = { states, districts }
  lookups.set(names, lookup)
  return lookup
}

/**
 * A district's name in the language of `names`; `district` itself when it has none there. The
 * state settles a district name that two states share; without one, the first of them.
 */
export function districtLabel(
  names: PlaceNames | null | undefined,
  district: string,
  state?: string | null,
): string {
  if (!names) return district
  const byState = lookupOf(names).districts.get(lower(district))
  if (!byState) return district
  if (state) return byState.get(lookupOf(names).states.get(lower(state))?.en ?? state) ?? district
  return byState.values().next().value ?? district
}

/** A state's name in the language of `names`; `state` itself when it has none there. */
export function stateLabel(names: PlaceNames | null | undefined, state: string): string {
  return (names && lookupOf(names).states.get(lower(state))?.label) || state
}

/**
 * A location text in the language of `names`: each comma-separated part that is a state's or a
 * district's English name put in that language (the state named in the text settles a district
 * name two states share); the other parts as they are. The text itself without `names`.
 */
export function placeLabel(names: PlaceNames | null | undefined, text: string): string {
  if (!names || !text) return text
  const { states } = lookupOf(names)
  const parts = text.split(',')
  const state = parts.map((p) => states.get(lower(p))?.en).find(Boolean)
  return parts
    .map((part) => {
      const key = lower(part)
      if (!key) return part
      const lead = part.slice(0, part.length - part.trimStart().length)
      const s = states.get(key)
      if (s) return lead + s.label
      const d = districtLabel(names, part.trim(), state)
      return d === part.trim() ? part : lead + d
    })
    .join(',')
}
