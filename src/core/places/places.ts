/**
 * India's states, union territories and districts (districts-*.ts, with each language's own
 * names in names-*.ts), parsed once into lists and name indexes. A place is named by its English
 * state and district names, which is what the database keeps (users.state, users.district).
 * Pure data: no I/O.
 */
import { nameKey } from '../crops/crop-vocabulary.ts'
import type { PlaceNames, StateData } from './district-data.ts'
import { EAST } from './districts-east.ts'
import { NORTH } from './districts-north.ts'
import { SOUTH } from './districts-south.ts'
import { WEST } from './districts-west.ts'
import { BN } from './names-bn.ts'
import { KN } from './names-kn.ts'
import { MR } from './names-mr.ts'
import { TE } from './names-te.ts'
import { PLACE_LANGS, type PlaceLang } from './place-langs.ts'

export { PLACE_LANGS, type PlaceLang } from './place-langs.ts'

/** A place's names: English, and each other language's where the tables have one ('' where not). */
export type PlaceNamed = Record<PlaceLang, string>

export interface IndianState extends PlaceNamed {
  code: string
  /** Other names (the price data's spelling among them). */
  aka: readonly string[]
}

export interface District extends PlaceNamed {
  /** The state's English name. */
  state: string
  stateCode: string
  /** Old names, other spellings, towns within it, in any script. */
  aka: readonly string[]
}

const split = (s: string | undefined, sep: string) =>
  (s ?? '')
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean)

/** The languages whose names come from names-*.ts. */
const OWN_TABLES = { mr: MR, te: TE, kn: KN, bn: BN } as const
type TableLang = keyof typeof OWN_TABLES

/** Lines of the names-*.ts tables whose English name is no district of that state (for a test). */
export const UNMATCHED_NAMES: string[] = []

function parse(data: readonly StateData[]): { states: IndianState[]; districts: District[] } {
  const states: IndianState[] = []
  const districts: District[] = []
  const none = { mr: '', te: '', kn: '', bn: '' }
  for (const s of data) {
    states.push({ code: s.code, en: s.en, hi: s.hi, ta: s.ta, ...none, aka: split(s.aka, ';') })
    for (const line of split(s.districts, '\n')) {
      const [en = '', hi = '', ta = '', aka] = line.split('|').map((x) => x.trim())
      districts.push({ state: s.en, stateCode: s.code, en, hi, ta, ...none, aka: split(aka, ';') })
    }
  }
  const byCode = new Map(states.map((s) => [s.code, s]))
  const byName = new Map(districts.map((d) => [`${d.stateCode}/${d.en}`, d]))
  for (const [lang, table] of Object.entries(OWN_TABLES) as [TableLang, PlaceNames][]) {
    for (const [code, name] of Object.entries(table.states)) {
      const state = byCode.get(code)
      if (state) state[lang] = name
      else UNMATCHED_NAMES.push(`${lang} ${code}`)
    }
    for (const [code, lines] of Object.entries(table.districts)) {
      for (const line of split(lines, '\n')) {
        const [en = '', own = '', aka] = line.split('|').map((x) => x.trim())
        const d = byName.get(`${code}/${en}`)
        if (!d) {
          UNMATCHED_NAMES.push(`${lang} ${code}/${en}`)
          continue
        }
        d[lang] = own
        d.aka = [...d.aka, ...split(aka, ';')]
      }
    }
  }
  return { states, districts }
}

const parsed = parse([...NORTH, ...WEST, ...SOUTH, ...EAST])

/** Every state and union territory, in the tables' order. */
export const STATES: readonly IndianState[] = parsed.states
/** Every district, grouped by state in the tables' order. */
export const DISTRICTS: readonly District[] = parsed.districts

const isPlaceLang = (lang: string): lang is PlaceLang =>
  (PLACE_LANGS as readonly string[]).includes(lang)

/**
 * A place's name in a language: its own name there; for Marathi without one, the Hindi name
 * (the same Devanagari script); else the English name.
 */
export const placeName = (p: PlaceNamed, lang: string): string => {
  if (!isPlaceLang(lang)) return p.en
  return p[lang] || (lang === 'mr' ? p.hi : '') || p.en
}

/** A district's own names (English, then each language's), each once. */
export const ownNamesOf = (d: District): string[] => [
  ...new Set([d.en, d.hi, d.ta, d.mr, d.te, d.kn, d.bn].filter(Boolean)),
]

/** The names a district is found by, its own names first (ownNamesOf), then its other names. */
export const namesOf = (d: District): string[] => [...ownNamesOf(d), ...d.aka]

const stateByKey = new Map<string, IndianState>()
for (const s of STATES) {
  for (const n of [s.en, s.hi, s.ta, s.mr, s.te, s.kn, s.bn, s.code, ...s.aka]) {
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

/** The state a name means (in any of the languages, or another name), ignoring case and spaces. */
export const stateNamed = (name: string): IndianState | undefined => stateByKey.get(nameKey(name))

const byStateAndName = new Map<string, District>()
for (const d of DISTRICTS) byStateAndName.set(`${d.state}\u0000${d.en}`, d)

/** The district of that state, by their English names as stored; undefined when not one of them. */
export const districtOf = (state: string, district: string): District | undefined =>
  byStateAndName.get(`${state}\u0000${district}`)

/**
 * Big cities whose name is also the name of a smaller district elsewhere: said without a state,
 * the name means the city. 'Aurangabad' is Chhatrapati Sambhajinagar (Maharashtra; the city was
 * Aurangabad until 2023, 1.2 million people) before Bihar's Aurangabad district.
 */
export const WELL_KNOWN_CITIES: ReadonlyArray<{
  state: string
  district: string
  names: readonly string[]
}> = [
  {
    state: 'Maharashtra',
    district: 'Chhatrapati Sambhajinagar',
    names: ['Aurangabad', 'औरंगाबाद'],
  },
]

/**
 * Where the districts are found by name key: each key with the districts that have it as one of
 * their own names (ownNamesOf) or as an other name, and whether it is a well-known city's name
 * (WELL_KNOWN_CITIES).
 */
export interface NameEntry {
  district: District
  canonical: boolean
  city?: boolean
}
const cityKeys = new Set(
  WELL_KNOWN_CITIES.flatMap((c) =>
    c.names.map((n) => `${c.state}\u0000${c.district}\u0000${nameKey(n)}`),
  ),
)
/** Whether `name` is a well-known city's name for district `d` (WELL_KNOWN_CITIES). */
export const isWellKnownCity = (d: District, name: string): boolean =>
  cityKeys.has(`${d.state}\u0000${d.en}\u0000${nameKey(name)}`)

export const DISTRICT_KEYS: ReadonlyMap<string, readonly NameEntry[]> = (() => {
  const m = new Map<string, NameEntry[]>()
  for (const d of DISTRICTS) {
    const seen = new Set<string>()
    const own = ownNamesOf(d).length
    namesOf(d).forEach((n, i) => {
      const k = nameKey(n)
      if (!k || seen.has(k)) return
      seen.add(k)
      const list = m.get(k) ?? []
      const city = isWellKnownCity(d, n)
      list.push({ district: d, canonical: i < own, ...(city ? { city } : {}) })
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

/**
 * Every state's and district's name in `lang` that differs from its English name, keyed by the
 * English names (GET /api/places/names; place-label.ts shows places with it). Made once a language.
 */
export function placeNamesIn(lang: string): {
  lang: string
  states: Record<string, string>
  districts: Record<string, Record<string, string>>
} {
  const cached = namesCache.get(lang)
  if (cached) return cached
  const states: Record<string, string> = {}
  const districts: Record<string, Record<string, string>> = {}
  if (isPlaceLang(lang) && lang !== 'en') {
    for (const s of STATES) {
      const n = placeName(s, lang)
      if (n !== s.en) states[s.en] = n
    }
    for (const d of DISTRICTS) {
      const n = placeName(d, lang)
      if (n !== d.en) (districts[d.state] ??= {})[d.en] = n
    }
  }
  const made = { lang: isPlaceLang(lang) ? lang : 'en', states, districts }
  if (isPlaceLang(lang)) namesCache.set(lang, made)
  return made
}
const namesCache = new Map<string, ReturnType<typeof placeNamesIn>>()
