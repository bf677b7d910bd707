/**
 * Matching a crop name as typed to a known commodity: its own name, an other name from the
 * vocabulary, a plural, a word of a longer name, or the nearest spelling. Pure: the caller passes
 * the known names (by default every crop of the vocabulary).
 */

import {
  canonicalCommodity,
  COMMODITY_SYNONYMS,
  nameKey,
  VOCABULARY_CROPS,
} from './crop-vocabulary.ts'

/** Bracketed words that say how a crop is sold, not which crop it is. */
const GENERIC_PARTS = new Set([
  'whole',
  'raw',
  'dry',
  'green',
  'loose',
  'local',
  'veg',
  'leaves',
  'split',
  'rawripe',
])

/** The name and its bracketed or slashed parts: 'Bhindi (Ladies Finger)' → bhindi, ladiesfinger. */
function ownKeys(name: string): { whole: string; parts: string[] } {
  const whole = nameKey(name)
  const parts = name
    .split(/[()/,]/)
    .map(nameKey)
    .filter((p) => p.length >= 3 && p !== whole && !GENERIC_PARTS.has(p))
  return { whole, parts }
}

export type CommodityMatch =
  | {
      ok: true
      /** The known commodity's own spelling. */
      commodity: string
      /** How it matched: its own name, a listed other name, or one word of the text. */
      via: 'name' | 'synonym' | 'word'
    }
  | {
      ok: false
      /** The nearest known commodity (by spelling), or null when none is close. */
      suggestion: string | null
    }

interface Index {
  byKey: Map<string, string>
  bySynonym: Map<string, string>
  byPart: Map<string, string>
  all: Array<[key: string, commodity: string]>
}

const indexCache = new WeakMap<readonly string[], Index>()

function buildIndex(known: readonly string[]): Index {
  const cached = indexCache.get(known)
  if (cached) return cached
  const byKey = new Map<string, string>()
  const byPart = new Map<string, string>()
  const bySynonym = new Map<string, string>()
  const canonicalToKnown = new Map<string, string>()
  for (const k of known) {
    const { whole, parts } = ownKeys(k)
    if (!byKey.has(whole)) byKey.set(whole, k)
    canonicalToKnown.set(nameKey(canonicalCommodity(k)), k)
    for (const p of parts) if (!byPart.has(p)) byPart.set(p, k)
  }
  // The table's order decides between two commodities sharing an other name.
  for (const [commodity, names] of Object.entries(COMMODITY_SYNONYMS)) {
    const k = canonicalToKnown.get(nameKey(commodity))
    if (!k) continue
    for (const n of names) {
      const key = nameKey(n)
      if (!bySynonym.has(key)) bySynonym.set(key, k)
    }
  }
  const all: Index['all'] = [
    ...[...byKey].map(([key, c]): [string, string] => [key, c]),
    ...[...bySynonym].map(([key, c]): [string, string] => [key, c]),
    ...[...byPart].map(([key, c]): [string, string] => [key, c]),
  ]
  const index = { byKey, bySynonym, byPart, all }
  indexCache.set(known, index)
  return index
}

/** English plural endings tried when the name itself is not known ('tomatoes' → 'tomato'). */
const singulars = (key: string) =>
  [key.replace(/ies$/, 'y'), key.replace(/es$/, ''), key.replace(/s$/, '')].filter(
    (k) => k !== key && k.length >= 3,
  )

function lookup(index: Index, key: string): { commodity: string; via: 'name' | 'synonym' } | null {
  for (const k of [key, ...singulars(key)]) {
    const own = index.byKey.get(k)
    if (own) return { commodity: own, via: 'name' }
    const syn = index.bySynonym.get(k)
    if (syn) return { commodity: syn, via: 'synonym' }
    const part = index.byPart.get(k)
    if (part) return { commodity: part, via: 'name' }
  }
  return null
}

/** Edit distance (insert, delete, substitute, swap of neighbours), stopping early above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const A = [...a]
  const B = [...b]
  let prev2: number[] = []
  let prev = Array.from({ length: B.length + 1 }, (_, j) => j)
  for (let i = 1; i <= A.length; i++) {
    const cur = [i]
    let best = i
    for (let j = 1; j <= B.length; j++) {
      const cost = A[i - 1] === B[j - 1] ? 0 : 1
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- j-1 and j index prev/cur within bounds
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && A[i - 1] === B[j - 2] && A[i - 2] === B[j - 1]) {
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i > 1 and j > 1
        d = Math.min(d, prev2[j - 2]! + 1)
      }
      cur.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = cur
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prev has B.length + 1 entries
  return prev[B.length]!
}

/**
 * The known commodity a crop name means. In order: the name itself (ignoring case, spaces and
 * punctuation, also a bracketed part such as 'Ladies Finger'), an other name from
 * {@link COMMODITY_SYNONYMS} (English, Hindi, Tamil), an English plural, and then each word of a
 * longer name ('Nashik Onion' → 'Onion'; the last word first). When nothing matches, the nearest
 * known name by spelling as a suggestion ('Tomatto' → 'Tomato'), or null when none is close.
 *
 * `known` is the list of commodities that have prices (the server's); by default every commodity
 * of the vocabulary ({@link VOCABULARY_CROPS}).
 */
export function matchCommodity(
  name: string,
  known: readonly string[] = DEFAULT_KNOWN,
): CommodityMatch {
  const key = nameKey(name)
  if (!key || known.length === 0) return { ok: false, suggestion: null }
  const index = buildIndex(known)
  const direct = lookup(index, key)
  if (direct) return { ok: true, ...direct }
  // Two-word names as one key first ('green chilli' inside 'Guntur green chilli'), then words.
  const words = name
    .split(/[\s,/-]+/)
    .map(nameKey)
    .filter(Boolean)
  for (let i = words.length - 2; i >= 0; i--) {
    const hit = lookup(index, `${words[i]}${words[i + 1]}`)
    if (hit) return { ok: true, commodity: hit.commodity, via: 'word' }
  }
  for (let i = words.length - 1; i >= 0; i--) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i indexes words
    const w = words[i]!
    if (w.length < 3) continue
    const hit = lookup(index, w)
    if (hit) return { ok: true, commodity: hit.commodity, via: 'word' }
  }
  // A crop of the vocabulary that has no prices here is not a misspelling of one that has:
  // 'Banana' is not offered 'Potato' for being two letters from its Marathi name, batata.
  if (known !== DEFAULT_KNOWN && lookup(buildIndex(DEFAULT_KNOWN), key))
    return { ok: false, suggestion: null }
  return { ok: false, suggestion: nearestCommodity(index, key) }
}

/** The known commodity whose name (or other name) is spelled nearest to `key`, if close enough. */
function nearestCommodity(index: Index, key: string): string | null {
  // Up to a third of the letters may differ (at least one, at most three).
  const max = Math.min(3, Math.max(1, Math.floor([...key].length / 3)))
  let best: string | null = null
  let bestD = max + 1
  for (const [k, commodity] of index.all) {
    const d = editDistance(key, k, bestD - 1)
    if (d < bestD) {
      bestD = d
      best = commodity
    }
  }
  return best
}

const DEFAULT_KNOWN: readonly string[] = VOCABULARY_CROPS
