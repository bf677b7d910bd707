/**
 * Reading a place: free text ('नासिक', 'Dist. Pune', 'Chennai', 'Kondhwa, Pune, Maharashtra')
 * resolved to a district and state of the tables (places.ts), and the type-ahead search of the
 * district picker. Pure.
 */
import { editDistance } from '../crops/crop-match.ts'
import { nameKey } from '../crops/crop-vocabulary.ts'
import {
  DISTRICT_KEYS,
  DISTRICTS,
  isWellKnownCity,
  namesOf,
  ownNamesOf,
  placeName,
  stateNamed,
  type District,
  type NameEntry,
} from './places.ts'

export interface PlaceMatch {
  /** English state name. */
  state: string
  /** English district name; null when the text names only a state. */
  district: string | null
}

/** Words around a place name that are not part of it, in the app's languages. */
const FILLER = new Set(
  [
    'district',
    'dist',
    'distt',
    'dt',
    'taluka',
    'taluk',
    'tehsil',
    'tq',
    'tal',
    'village',
    'vill',
    'vil',
    'po',
    'post',
    'ps',
    'city',
    'town',
    'state',
    'india',
    'near',
    'at',
    'जिला',
    'ज़िला',
    'जिले',
    'गांव',
    'गाँव',
    'ग्राम',
    'शहर',
    'तहसील',
    'भारत',
    'மாவட்டம்',
    'கிராமம்',
    'நகரம்',
    'வட்டம்',
    'இந்தியா',
    // Marathi
    'जिल्हा',
    'गाव',
    'तालुका',
    // Telugu
    'జిల్లా',
    'గ్రామం',
    'మండలం',
    'భారత్',
    // Kannada
    'ಜಿಲ್ಲೆ',
    'ಗ್ರಾಮ',
    'ತಾಲೂಕು',
    'ಭಾರತ',
    // Bengali
    'জেলা',
    'গ্রাম',
    'ভারত',
  ].map(nameKey),
)

const VILLAGE = new Set(
  ['village', 'vill', 'vil', 'गांव', 'गाँव', 'ग्राम', 'गाव', 'கிராமம்', 'గ్రామం', 'ಗ್ರಾಮ', 'গ্রাম'].map(
    nameKey,
  ),
)
const DISTRICT = new Set(
  ['district', 'dist', 'distt', 'dt', 'जिला', 'ज़िला', 'जिल्हा', 'மாவட்டம்', 'జిల్లా', 'ಜಿಲ್ಲೆ', 'জেলা'].map(
    nameKey,
  ),
)

interface Part {
  words: string[]
  /** How likely the part names the district: 0 marked as one ('Dist. Pune'), 2 marked as a village. */
  weight: number
}

/**
 * The text's parts (split at commas and the like), each as words without filler, and weighed:
 * a part marked as a district first, a part marked as a village last, and otherwise the later part
 * first ('Rampur, Indore': the village comes before its district).
 */
function partsOf(text: string): Part[] {
  const raw = text.split(/[,/;|()\n]+|\s-\s|\.\s/)
  return raw
    .map((p, i) => {
      const all = p
        .split(/[\s.:-]+/)
        .map(nameKey)
        .filter(Boolean)
      const mark = all.some((w) => DISTRICT.has(w)) ? 0 : all.some((w) => VILLAGE.has(w)) ? 2 : 1
      return { words: all.filter((w) => !FILLER.has(w)), weight: mark + (raw.length - 1 - i) / 100 }
    })
    .filter((p) => p.words.length > 0)
}

interface Key {
  key: string
  weight: number
}

/** Every run of up to 4 neighbouring words of each part, as one key, longest runs first. */
function keysOf(parts: readonly Part[]): Key[] {
  const keys: Key[] = []
  for (let n = 4; n >= 1; n--) {
    for (const { words, weight } of parts) {
      for (let i = 0; i + n <= words.length; i++) {
        keys.push({ key: words.slice(i, i + n).join(''), weight })
      }
    }
  }
  return keys
}

/** A well-known city's name first, then a district's own name, then another district's other name. */
const rank = (e: NameEntry) => (e.city ? -1 : e.canonical ? 0 : 1)

/**
 * The district and state a text names, or null. Each part of the text, and each run of words in
 * it, is compared with every district's names (in the seven languages, old names, towns) and
 * every state's; a state named settles a district name found in two states ('Aurangabad, Bihar'),
 * and without one a big city's name goes first (WELL_KNOWN_CITIES: 'Aurangabad' is Chhatrapati
 * Sambhajinagar), then a district's own name, then another district's old name or town.
 * A name not found exactly may be one letter off (two in a long name) when only one district is
 * that near. A state alone gives the state without a district.
 */
export function resolvePlaceText(text: string | null | undefined): PlaceMatch | null {
  if (!text) return null
  const parts = partsOf(text.normalize('NFC'))
  const weighed = keysOf(parts)
  if (weighed.length === 0) return null
  const keys = [...new Set(weighed.map((k) => k.key))]
  const state =
    keys.map((k) => stateNamed(k)).find((s) => s !== undefined) ??
    // The whole text as one state name ('Tamil Nadu' in words).
    stateNamed(text)
  const inState = (d: District) => !state || d.state === state.en
  const exact = weighed
    .flatMap(({ key, weight }) => (DISTRICT_KEYS.get(key) ?? []).map((e) => ({ ...e, weight })))
    .filter((e) => inState(e.district))
    // Stable: among equals, the longer run of words first (keysOf's order).
    .sort(
      (a, b) =>
        Math.round(a.weight) - Math.round(b.weight) || rank(a) - rank(b) || a.weight - b.weight,
    )
  const found =
    exact[0]?.district ??
    nearest(
      [...weighed].sort((a, b) => a.weight - b.weight).map((k) => k.key),
      state?.en,
    )
  if (found) return { state: found.state, district: found.en }
  return state ? { state: state.en, district: null } : null
}

/**
 * Whether the text is, exactly, the name of a district, a town the tables know or a state, in any
 * of the seven languages ('Ujjain', 'उज्जैन', 'Kanpur'): a search for a place is not a misspelt crop.
 */
export function namesPlace(text: string): boolean {
  const t = text.normalize('NFC').trim()
  return DISTRICT_KEYS.has(nameKey(t)) || stateNamed(t) !== undefined
}

/** The one district a key is within one or two letters of (Latin keys of 5 letters or more). */
function nearest(keys: readonly string[], state: string | undefined): District | null {
  for (const key of keys) {
    if (key.length < 5 || !/^[a-z]+$/.test(key)) continue
    const max = key.length >= 8 ? 2 : 1
    let best: District | null = null
    let bestD = max + 1
    let tie = false
    for (const d of DISTRICTS) {
      if (state && d.state !== state) continue
      for (const n of namesOf(d)) {
        const k = nameKey(n)
        if (Math.abs(k.length - key.length) > max) continue
        const dist = editDistance(key, k, max)
        if (dist < bestD) {
          bestD = dist
          best = d
          tie = false
        } else if (dist === bestD && best !== d && dist <= max) tie = true
      }
    }
    if (best && !tie && bestD <= max) return best
  }
  return null
}

/**
 * The district of `state` a price-data district name means (its own spelling: 'Sholapur',
 * 'Dharashiv(Usmanabad)', 'Nanital'), or null. The state is a price-data state name too.
 */
export function resolveWithinState(stateName: string, districtName: string): PlaceMatch | null {
  const state = stateNamed(stateName)
  if (!state) return null
  // The name as a whole first: 'South District' is not the filler word and 'South'.
  const whole = DISTRICT_KEYS.get(nameKey(districtName))?.find((e) => e.district.state === state.en)
  if (whole) return { state: state.en, district: whole.district.en }
  const m = resolvePlaceText(`${districtName}, ${state.en}`)
  return m && m.state === state.en && m.district ? m : null
}

export interface DistrictChoice {
  state: string
  district: string
  /** The district's and the state's names in the language asked for. */
  label: string
  stateLabel: string
}

/**
 * Districts for a type-ahead: those with a name (in any script, or an other name) starting with
 * what was typed, then with a word starting with it, then containing it, then one letter off
 * (for 4 letters or more); a district's own names before its other names; then by name in `lang`.
 */
export function searchDistricts(q: string, lang: string, limit = 10): DistrictChoice[] {
  const key = nameKey(q)
  if (!key) return []
  const words = q.trim().normalize('NFC').toLowerCase()
  const scored: { d: District; score: number; label: string }[] = []
  for (const d of DISTRICTS) {
    let score = 0
    const owned = ownNamesOf(d).length
    namesOf(d).forEach((n, i) => {
      const k = nameKey(n)
      // A well-known city's name goes before a smaller district's own name ('Aurangabad').
      const own = isWellKnownCity(d, n) ? 0.75 : i < owned ? 0.5 : 0
      let s = 0
      if (k.startsWith(key)) s = 4
      else if (
        n
          .toLowerCase()
          .split(/[\s-]+/)
          .some((w) => w.startsWith(words))
      )
        s = 3
      else if (key.length >= 3 && k.includes(key)) s = 2
      else if (key.length >= 4 && editDistance(key, k.slice(0, key.length), 1) <= 1) s = 1
      if (s > 0) score = Math.max(score, s + own)
    })
    if (score > 0) scored.push({ d, score, label: placeName(d, lang) })
  }
  scored.sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
  return scored.slice(0, limit).map(({ d, label }) => ({
    state: d.state,
    district: d.en,
    label,
    stateLabel: placeName(stateNamed(d.state) ?? d, lang),
  }))
}

/**
 * What is left of a free-text location once its district and state are taken out: the parts
 * (split at commas) that name neither ('Ozar, Nashik, Maharashtra' → 'Ozar'); '' when none.
 */
export function villageOf(text: string, place: PlaceMatch | null): string {
  const parts = text
    .split(/[,;|\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (!place) return parts.join(', ')
  return parts
    .filter((p) => {
      const m = resolvePlaceText(p)
      if (!m || m.state !== place.state) return true
      return m.district !== null && m.district !== place.district
    })
    .join(', ')
}

/** A place's display text: the village, district and state ('Ozar, Nashik, Maharashtra'). */
export const placeText = (p: { state: string; district: string; village?: string | null }) =>
  [p.village?.trim(), p.district, p.state].filter(Boolean).join(', ')
