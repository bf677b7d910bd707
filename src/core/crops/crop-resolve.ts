/**
 * The crop a listing's name or a search means, resolved through the crop vocabulary: the name a
 * listing is stored under, the category it sells under, and what a search understood.
 */

import { namesPlace } from '../places/place-resolve.ts'
import { type CommodityMatch, matchCommodity } from './crop-match.ts'
import {
  CROP_CATEGORY,
  type CropCategory,
  localCommodityNames,
  type LocalNames,
  nameKey,
  SAME_CROP,
} from './crop-vocabulary.ts'

export interface ResolvedCrop {
  /** The vocabulary's crop (its commodity name), e.g. 'Onion'. */
  crop: string
  /** Resolved by the nearest spelling ('oniom' → Onion), not by a name the table lists. */
  typo: boolean
}

/** Shorter texts are not taken for misspellings ('tom' is not Tomato, 'o' not Okra). */
const TYPO_MIN_LETTERS = 4

/**
 * The crop a text names: its own name, any other name (English, Hindi, Tamil, transliterations,
 * plurals), a word of a longer name ('लाल प्याज' → Onion), else the nearest spelling ('tomatto' →
 * Tomato); null when nothing is close. A place's exact name is not a misspelt crop ('Ujjain' is not
 * Ajwan, 'Kanpur' not Grapes): a search for it or a listing named after it names no crop.
 */
export function resolveCrop(text: string): ResolvedCrop | null {
  const m = matchCommodity(text)
  const crop = m.ok
    ? m.commodity
    : [...nameKey(text)].length >= TYPO_MIN_LETTERS && cropSuggestion(text, m)
  return crop ? { crop: SAME_CROP[crop] ?? crop, typo: !m.ok } : null
}

/**
 * The crop a text that names none may be a misspelling of (matchCommodity's nearest spelling),
 * except when the text is a place's exact name: 'Ujjain' is not a misspelt Ajwan. The one rule for
 * a search (resolveCrop) and for the price, forecast and alert boxes (knownCrop).
 */
export function cropSuggestion(text: string, m: CommodityMatch): string | null {
  return !m.ok && m.suggestion && !namesPlace(text) ? m.suggestion : null
}

/** The category a crop sells under, or null (fruit, spices, an unknown crop). */
export const cropCategory = (crop: string | null | undefined): CropCategory | null =>
  (crop && CROP_CATEGORY.get(crop)) || null

/** What a search understood: the crop and its name in each language, for 'Showing …'. */
export interface UnderstoodCrop {
  crop: string
  names: LocalNames
  typo: boolean
}

export function understoodCrop(text: string): UnderstoodCrop | null {
  const resolved = resolveCrop(text)
  return resolved ? { ...resolved, names: localCommodityNames(resolved.crop) } : null
}
