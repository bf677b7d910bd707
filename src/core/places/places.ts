/**
 * India's states, union territories and districts (districts-*.ts), parsed once into lists and
 * name indexes. A place is named by its English state and district names, which is what the
 * database keeps (users.state, users.district). Pure data: no I/O.
 */
import { nameKey } from '../crops/crop-vocabulary.ts'
import type { StateData } from './district-data.ts'
import { EAST } from './districts-east.ts'
import { NORTH } from './districts-north.ts'
import { SOUTH } from './districts-south.ts'
import { WEST } from './districts-west.ts'

export { PLACE_LANGS, type PlaceLang } from './place-langs.ts'

export interface IndianState {
  code: string
  en: string
  hi: string
  ta: string
  /** Other names (the price data's spelling among them). */
  aka: readonly string[]
}

export interface District {
  /** The state's English name. */
  state: string
  stateCode: string
  en: string
  hi: string
  ta: string
  /** Old names, other spellings, towns within it. */
  aka: readonly string[]
}

const split = (s: string | undefined, sep: string) =>
  (s ?? '')
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean)

function parse(data: readonly StateData[]): { states: IndianState[]; districts: District[] } {
  const states: IndianState[] = []
  const districts: District[] = []
  for (const s of data) {
    states.push({ code: s.code, en: s.en, hi: s.hi, ta: s.ta, aka: split(s.aka, ';') })
    for (const line of split(s.districts, '\n')) {
      const [en = '', hi = '', ta = '', aka] = line.split('|').map((x) => x.trim())
      districts.push({ state: s.en, stateCode: s.code, en, hi, ta, aka: split(aka, ';') })
    }
  }
  return { states, districts }
}

const parsed = parse([...NORTH, ...WEST, ...SOUTH, ...EAST])

/** Every state and union territory, in the tables' order. */
export const STATES: readonly IndianState[] = parsed.states
/** Every district, grouped by state in the tables' order. */
export const DISTRICTS: readonly District[] = parsed.districts

/** A place's name in a language (the English name when the language has none). */
export const placeName = (p: { en: string; hi: string; ta: string }, lang: string): string =>
  lang === 'hi' ? p.hi || p.en : lang === 'ta' ? p.ta || p.en : p.en

/** The names a district is found by, canonical ones (its three names) first. */
export const namesOf = (d: District): string[] => [d.en, d.hi, d.ta, ...d.aka]

const stateByKey = new Map<string, IndianState>()
for (const s of STATES) {
  for (const n of [s.en, s.hi, s.ta, s.code, ...s.aka]) {
    const k = nameKey(n)
    if (k && !stateByKey.has(k)) stateByKey.set(k, s)
  }
}
// Two-letter codes alone are too easily a word ('up', 'mp' are kept; 'ga', 'as'… would match
// ordinary words), so only the state's names count beside the few well-known abbreviations.
for (const s of STATES) {
  const k = nameKey(s.code)
  if (stateByKey.get(k) === s && !s.aka.some((a) => nameKey(a) === k)) stateByKey.delete(k)
}

/** The state a name means (English, Hindi, Tamil or another name), ignoring case and spaces. */
export const stateNamed = (name: string): IndianState | undefined => stateByKey.get(nameKey(name))

const byStateAndName = new Map<string, District>()
for (const d of DISTRICTS) byStateAndName.set(`${d.state}\u0000${d.en}`, d)

/** The district of that state, by their English names as stored; undefined when not one of them. */
export const districtOf = (state: string, district: string): District | undefined =>
  byStateAndName.get(`${state}\u0000${district}`)

/**
 * Where the districts are found by name key: each key with the districts that have it as a
 * canonical name (en, hi, ta) or as an other name.
 */
export interface NameEntry {
  district: District
  canonical: boolean
}
export const DISTRICT_KEYS: ReadonlyMap<string, readonly NameEntry[]> = (() => {
  const m = new Map<string, NameEntry[]>()
  for (const d of DISTRICTS) {
    const seen = new Set<string>()
    namesOf(d).forEach((n, i) => {
      const k = nameKey(n)
      if (!k || seen.has(k)) return
      seen.add(k)
      const list = m.get(k) ?? []
      list.push({ district: d, canonical: i < 3 })
      m.set(k, list)
    })
  }
  return m
})()

/** Words that make a district's name no town's name ('Bengaluru Urban', 'East Godavari'). */
const QUALIFIER =
  /\b(urban|rural|city|suburban|dehat|nagar|north|south|east|west|central|upper|lower|middle)\b/gi

/**
 * Other names a weather service may know a district by, when it does not know the name asked
 * for: the name without 'Urban', 'East'… and the district's Latin-letter other names (old names
 * and towns: 'Aurangabad' for Chhatrapati Sambhajinagar, 'Rajahmundry' for East Godavari). Empty
 * for a name that is no district.
 */
export function townNamesOf(name: string): string[] {
  const d = DISTRICT_KEYS.get(nameKey(name))?.[0]?.district
  if (!d) return []
  const bare = d.en.replace(QUALIFIER, ' ').replace(/\s+/g, ' ').trim()
  const latin = d.aka.filter((a) => /^[\p{Script=Latin}\s.'-]+$/u.test(a))
  return [...new Set([bare, ...latin])].filter((n) => n && nameKey(n) !== nameKey(name)).slice(0, 3)
}
