// Browsing farmers' listings: sort orders, the crop's catalogue category and image, and how
// "nearest" reads two free-text locations. No zod: the cards import it.
import {
  CATALOGUE,
  CATALOGUE_CATEGORIES,
  type CatalogueCategory,
  type CatalogueItem,
} from '../catalogue/catalogue.ts'

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'nearest'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  nearest: 'Nearest to me',
}

export const ORGANIC_FILTERS = ['yes', 'no'] as const
export type OrganicFilter = (typeof ORGANIC_FILTERS)[number]

export const isListingCategory = (c: unknown): c is CatalogueCategory =>
  CATALOGUE_CATEGORIES.includes(c as CatalogueCategory)

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/** The catalogue item whose English name or slug is this crop name (case and spaces ignored). */
export function catalogueItemForCrop(name: string): CatalogueItem | undefined {
  const n = norm(name)
  if (!n) return undefined
  return CATALOGUE.find(
    (item) =>
      norm(item.name) === n || item.slug === n.replace(/ /g, '-') || `${norm(item.name)}s` === n,
  )
}

/**
 * The picture of a listing without a photo: the catalogue's image of the same crop (by the
 * listing's name, else by the crop that name resolved to: 'प्याज' → Onion), else the category's
 * first item's image, else null (the card then shows its plain tile).
 */
export function fallbackImage(
  name: string,
  category: CatalogueCategory | null,
  crop: string | null = null,
): string | null {
  const item =
    catalogueItemForCrop(name) ??
    (crop ? CATALOGUE.find((i) => i.crop === crop) : undefined) ??
    (category ? CATALOGUE.find((i) => i.category === category) : undefined)
  return item?.image ?? null
}

/** At most this many place words are compared for "nearest". */
const MAX_PLACE_TERMS = 3

/**
 * The parts of a free-text location, most specific first: "Nashik, Maharashtra" → ["nashik",
 * "maharashtra"]. Registration takes the location as one line of text, so "nearest" is a text
 * match: a listing whose farmer's location contains the buyer's first part (town or district)
 * ranks above one that contains a later part (the state), which ranks above the rest.
 */
export function placeTerms(location: string | null | undefined): string[] {
  if (!location) return []
  const terms = location
    .split(/[,/;|]+/)
    .map((p) =>
      norm(p)
        .replace(/\b(district|dist\.?|state)\b/g, '')
        .trim(),
    )
    .filter((p) => p.length >= 2)
  return [...new Set(terms)].slice(0, MAX_PLACE_TERMS)
}

/**
 * How near a farmer's location is to the buyer's place terms: `terms.length - i` for the first
 * term `i` it contains, 0 when it contains none (a higher score is nearer). Mirrors the SQL the
 * listings repository orders by.
 */
export function placeScore(farmerLocation: string | null, terms: readonly string[]): number {
  if (!farmerLocation) return 0
  const loc = norm(farmerLocation)
  const i = terms.findIndex((term) => loc.includes(term))
  return i === -1 ? 0 : terms.length - i
}

/** The browse pages' URL parameters, the same names as GET /api/listings takes. */
export const BROWSE_PARAMS = [
  'q',
  'category',
  'sort',
  'minPrice',
  'maxPrice',
  'place',
  'organic',
] as const
export type BrowseParam = (typeof BROWSE_PARAMS)[number]
export type BrowseFilters = Partial<Record<BrowseParam, string>>

const RUPEES = /^\d{1,6}(\.\d{1,2})?$/
const VALID: Record<BrowseParam, (v: string) => boolean> = {
  q: (v) => v.trim() !== '',
  category: isListingCategory,
  // Newest is the default: left out, so the plain page asks for the plain URL.
  sort: (v) => v !== 'newest' && (LISTING_SORTS as readonly string[]).includes(v),
  minPrice: (v) => RUPEES.test(v),
  maxPrice: (v) => RUPEES.test(v),
  place: (v) => v.trim() !== '',
  organic: (v) => (ORGANIC_FILTERS as readonly string[]).includes(v),
}

/**
 * The browse filters in a page's URL: known parameters with usable values only (a hand-edited
 * `?sort=cheapest` is ignored rather than sent).
 */
export function browseFilters(params: URLSearchParams): BrowseFilters {
  const filters: BrowseFilters = {}
  for (const key of BROWSE_PARAMS) {
    const value = params.get(key)
    if (value !== null && VALID[key](value)) filters[key] = key === 'q' ? value.trim() : value
  }
  return filters
}

/**
 * GET /api/listings for these filters, parameters in one order so equal filters give one URL (and
 * one cache entry). No filter but the search gives `apiPath.listings(q)`'s URL, which the
 * server hints in the page's HTML.
 */
export function listingsApiPath(filters: BrowseFilters): string {
  const params = new URLSearchParams()
  for (const key of BROWSE_PARAMS) {
    const value = filters[key]
    if (value !== undefined && VALID[key](value))
      params.set(key, key === 'q' ? value.trim() : value)
  }
  const query = params.toString()
  return `/api/listings${query ? `?${query}` : ''}`
}
