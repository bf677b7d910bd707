import { sql, type SQL } from 'drizzle-orm'
import { understoodCrop, type UnderstoodCrop } from '#core/crops/crop-resolve.ts'
import { listings } from '#server/db/schema/index.ts'

// The browse search: a listing matches by its own words, by its crop (the search resolved through
// the crop vocabulary, so 'pyaz', 'vengayam' and 'oniom' find a listing named 'प्याज़'), or by a
// name spelled near the search (pg_trgm's similarity). Index-backed: the trigram index on the name
// of live listings serves the first and last, the b-tree on the crop the second (drizzle/0013,
// drizzle/0025).

export interface ListingSearch {
  /** The search as typed, trimmed. */
  text: string
  /** The crop it names, or null when it names none. */
  understood: UnderstoodCrop | null
}

/** Below this many letters a near spelling matches too much to help ('to' is near 'tomato'). */
const NEAR_MIN_LETTERS = 4

/** The browse search for `q`, or null when there is none. */
export function listingSearch(q: string | null | undefined): ListingSearch | null {
  const text = q?.trim()
  if (!text) return null
  return { text, understood: understoodCrop(text) }
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

const ownWords = (s: ListingSearch) =>
  sql`${listings.productName} ilike ${`%${likeEscape(s.text)}%`}`
const sameCrop = (s: ListingSearch) =>
  s.understood ? sql`${listings.crop} = ${s.understood.crop}` : null
const nearSpelling = (s: ListingSearch) =>
  [...s.text].length >= NEAR_MIN_LETTERS ? sql`${listings.productName} % ${s.text}` : null

const ways = (s: ListingSearch) =>
  [ownWords(s), sameCrop(s), nearSpelling(s)].filter((c): c is SQL => c !== null)

/** The listings the search finds: own words, same crop or a near spelling. */
export function searchMatches(s: ListingSearch): SQL {
  return sql`(${sql.join(ways(s), sql` or `)})`
}

/**
 * How well a found listing matches, best first: 0 its own words contain the search, 1 its crop is
 * the one the search names, 2 a near spelling; null when the search matches one way only (a short
 * text naming no crop), so the newest-first walk of the live index can stop at the first page.
 */
export function searchRank(s: ListingSearch): SQL | null {
  if (ways(s).length < 2) return null
  const crop = sameCrop(s)
  return sql`(case when ${ownWords(s)} then 0${crop ? sql` when ${crop} then 1` : sql``} else 2 end)`
}
