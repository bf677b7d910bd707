import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Listing, ListingList } from '#core/orders/listings.contract.ts'
import type { Executor } from '../../db/client.ts'
import { products, users } from '../../db/schema/index.ts'

const columns = {
  id: products.id,
  productName: products.productName,
  pricePaise: products.pricePaise,
  quantityKg: products.quantityKg,
  farmerName: users.name,
  location: users.location,
  updatedAt: products.updatedAt,
}
type Row = {
  id: string
  productName: string
  pricePaise: number
  quantityKg: number
  farmerName: string
  location: string | null
  updatedAt: Date
}

const toListing = (r: Row): Listing => ({
  id: r.id,
  productName: r.productName,
  price: r.pricePaise / 100,
  pricePaise: r.pricePaise,
  quantityKg: r.quantityKg,
  farmerName: r.farmerName,
  location: r.location,
  updatedAt: new Date(r.updatedAt).toISOString(),
})

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Farmers' live listings (not deleted, quantity left), newest first, filtered by name. */
export async function listLiveListings(
  db: Executor,
  q: string | undefined,
  limit: number,
): Promise<ListingList> {
  const search = q?.trim()
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .innerJoin(users, eq(users.id, products.farmerId))
    .where(
      and(
        isNull(products.deletedAt),
        gt(products.quantityKg, 0),
        search ? sql`${products.productName} ilike ${`%${likeEscape(search)}%`}` : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
  return { items: rows.map(toListing), total: rows[0]?.total ?? 0 }
}

/** One listing that is not deleted (its quantity may be 0: sold out), or null. */
export async function findListing(db: Executor, id: string): Promise<Listing | null> {
  const [row] = await db
    .select(columns)
    .from(products)
    .innerJoin(users, eq(users.id, products.farmerId))
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
  return row ? toListing(row) : null
}
