import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { placeTerms } from '#core/listings/listing-browse.ts'
import type { PlaceMatch } from '#core/places/place-resolve.ts'
import type {
  Listing,
  ListingList,
  ListingPhoto,
  ListingsNow,
  ListingsQuery,
} from '#core/listings/listings.contract.ts'
import { rupeesToPaise } from '#core/money/money.ts'
import { NO_RATINGS, type RatingSummary } from '#core/ratings/rating-summary.ts'
import type { Executor } from '#server/db/client.ts'
import { listings, users } from '#server/db/schema/index.ts'
import { ratingSummaries, ratingSummary } from '#server/services/rating-summaries.ts'
import { categoryOf, photosOf } from './listings.repo.ts'
import {
  likeEscape,
  listingSearch,
  searchMatches,
  searchRank,
  type ListingSearch,
} from './listings-search.ts'

// The farmers' live listings as buyers browse, open and buy them.

const publicColumns = {
  id: listings.id,
  productName: listings.productName,
  pricePaise: listings.pricePaise,
  quantityKg: listings.quantityKg,
  farmerId: listings.farmerId,
  farmerName: users.name,
  location: users.location,
  crop: listings.crop,
  category: listings.category,
  organic: listings.organic,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
}
type PublicRow = {
  id: string
  productName: string
  pricePaise: number
  quantityKg: number
  farmerId: string
  farmerName: string
  location: string | null
  crop: string | null
  category: string | null
  organic: boolean
  createdAt: Date
  updatedAt: Date
}

const toListing = (
  r: PublicRow,
  photos: ListingPhoto[] = [],
  farmerRating: RatingSummary = NO_RATINGS,
): Listing => ({
  id: r.id,
  productName: r.productName,
  pricePaise: r.pricePaise,
  quantityKg: r.quantityKg,
  farmerId: r.farmerId,
  farmerName: r.farmerName,
  farmerRating,
  location: r.location,
  crop: r.crop,
  category: categoryOf(r.category),
  organic: r.organic,
  photos,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
})

const contains = (column: SQL | typeof users.location, text: string) =>
  sql`${column} ilike ${`%${likeEscape(text)}%`}`

/**
 * How near the farmer is to `terms` (core's placeScore in SQL): the number of terms minus the
 * index of the first one the farmer's location contains, 0 when none.
 */
function nearness(terms: readonly string[]): SQL {
  if (terms.length === 0) return sql`0`
  const cases = terms.map(
    (term, i) => sql`when ${contains(users.location, term)} then ${terms.length - i}`,
  )
  return sql`(case ${sql.join(cases, sql` `)} else 0 end)`
}

/**
 * How near the farmer is to `place`: 2 in its district, 1 elsewhere in its state, else 0 (the
 * resolved columns, users_state_district_idx).
 */
function placeNearness(place: PlaceMatch): SQL {
  const inDistrict = place.district
    ? sql`when ${users.state} = ${place.state} and ${users.district} = ${place.district} then 2 `
    : sql``
  return sql`(case ${inDistrict}when ${users.state} = ${place.state} then 1 else 0 end)`
}

/** A text place is matched as text; a resolved one by district and state. */
type Near = string | PlaceMatch | null | undefined
const nearnessTo = (near: Near): SQL =>
  near && typeof near === 'object' ? placeNearness(near) : nearness(placeTerms(near))

/**
 * Farmers' live listings (not deleted, quantity left) filtered by name, category, price range
 * (rupees per kg), place (the farmer's location text) and organic, sorted by price, newest, or
 * nearest to `near` (a location text; newest among equally near ones).
 */
export type LiveListingsQuery = Pick<
  ListingsQuery,
  'q' | 'category' | 'sort' | 'minPrice' | 'maxPrice' | 'place' | 'organic' | 'farmer' | 'limit'
>

export async function listLiveListings(
  db: Executor,
  query: LiveListingsQuery,
  near?: Near,
): Promise<ListingList> {
  const search = listingSearch(query.q)
  const rows = await liveListingsQuery(db, query, near, search)
  // A short page is the whole list; only a full one asks how many there are in all. (One query with
  // count(*) over() read every matching row for the total: 93k at 100k listings.)
  const total =
    rows.length < query.limit
      ? rows.length
      : ((await liveListingsCountQuery(db, query, search))[0]?.n ?? rows.length)
  const [photos, ratings] = await Promise.all([
    photosOf(
      db,
      rows.map((r) => r.id),
    ),
    ratingSummaries(
      db,
      rows.map((r) => r.farmerId),
    ),
  ])
  return {
    items: rows.map((r) => toListing(r, photos.get(r.id), ratings.get(r.farmerId))),
    total,
    understood: search?.understood ?? null,
  }
}

/** A suspended farmer's listings are out of browse and cannot be opened or bought. */
const farmerNotSuspended = sql`not exists (select 1 from users s where s.id = ${listings.farmerId} and s.suspended_at is not null)`

/** The filters of the public browse (see listLiveListings). */
function liveListingsWhere(query: LiveListingsQuery, search: ListingSearch | null) {
  const place = query.place?.trim()
  return and(
    isNull(listings.deletedAt),
    gt(listings.quantityKg, 0),
    farmerNotSuspended,
    // A listing an operator hid is out of browse and search.
    isNull(listings.hiddenAt),
    // The catalogue's own listings are shown by the catalogue (/products), not twice.
    isNull(listings.catalogueId),
    search ? searchMatches(search) : undefined,
    query.category ? eq(listings.category, query.category) : undefined,
    query.minPrice !== undefined
      ? gte(listings.pricePaise, rupeesToPaise(query.minPrice))
      : undefined,
    query.maxPrice !== undefined
      ? lte(listings.pricePaise, rupeesToPaise(query.maxPrice))
      : undefined,
    place ? contains(users.location, place) : undefined,
    query.organic ? eq(listings.organic, query.organic === 'yes') : undefined,
    query.farmer ? eq(listings.farmerId, query.farmer) : undefined,
  )
}

/**
 * The page query of `listLiveListings`, unrun (exported so the benchmark can EXPLAIN it). A search
 * ranks its matches best first (see searchRank) unless a price order is asked for.
 */
export function liveListingsQuery(
  db: Executor,
  query: LiveListingsQuery,
  near?: Near,
  search: ListingSearch | null = listingSearch(query.q),
) {
  const newest = [desc(listings.createdAt), desc(listings.id)]
  const order =
    query.sort === 'price_asc'
      ? [asc(listings.pricePaise), ...newest]
      : query.sort === 'price_desc'
        ? [desc(listings.pricePaise), ...newest]
        : query.sort === 'nearest'
          ? [desc(nearnessTo(near)), ...newest]
          : newest
  const byPrice = query.sort === 'price_asc' || query.sort === 'price_desc'
  const rank = search && !byPrice ? searchRank(search) : null
  if (rank) order.unshift(asc(rank))
  return db
    .select(publicColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.farmerId))
    .where(liveListingsWhere(query, search))
    .orderBy(...order)
    .limit(query.limit)
}

/** How many listings the browse `query` matches, unrun (the farmer is joined only for `place`). */
export function liveListingsCountQuery(
  db: Executor,
  query: LiveListingsQuery,
  search: ListingSearch | null = listingSearch(query.q),
) {
  const base = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(listings)
  return (
    query.place?.trim() ? base.innerJoin(users, eq(users.id, listings.farmerId)) : base
  ).where(liveListingsWhere(query, search))
}

/**
 * One listing that is not deleted (its quantity may be 0: sold out), or null. A listing an
 * operator hid is found only for its own farmer (`viewerId`), with the reason.
 */
export async function findListing(
  db: Executor,
  id: string,
  viewerId: string | null = null,
): Promise<Listing | null> {
  const [row] = await db
    .select({ ...publicColumns, hiddenAt: listings.hiddenAt, hiddenReason: listings.hiddenReason })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.farmerId))
    .where(and(eq(listings.id, id), isNull(listings.deletedAt), isNull(users.suspendedAt)))
  if (!row) return null
  if (row.hiddenAt && row.farmerId !== viewerId) return null
  const [photos, rating] = await Promise.all([photosOf(db, [id]), ratingSummary(db, row.farmerId)])
  const listing = toListing(row, photos.get(id), rating)
  return row.hiddenAt ? { ...listing, hiddenReason: row.hiddenReason ?? '' } : listing
}

/** Price, quantity left and first photo of these listings; a deleted one is `gone` with 0 left. */
export async function listingsNow(
  db: Executor,
  ids: readonly string[],
): Promise<ListingsNow['items']> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: listings.id,
      pricePaise: listings.pricePaise,
      quantityKg: listings.quantityKg,
      deletedAt: listings.deletedAt,
      hiddenAt: listings.hiddenAt,
    })
    .from(listings)
    .where(inArray(listings.id, [...ids]))
  const photos = await photosOf(
    db,
    rows.filter((r) => !r.deletedAt && !r.hiddenAt).map((r) => r.id),
  )
  // A hidden listing cannot be bought: to a cart it is gone (and shows no photo).
  return rows.map((r) => ({
    id: r.id,
    pricePaise: r.pricePaise,
    quantityKg: r.deletedAt || r.hiddenAt ? 0 : r.quantityKg,
    gone: r.deletedAt !== null || r.hiddenAt !== null,
    photo: photos.get(r.id)?.[0]?.sources ?? [],
  }))
}
