import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import {
  NOT_YOUR_PRODUCT,
  paiseToRupees,
  PRODUCT_NOT_FOUND,
  PRODUCTS_PAGE_SIZE,
  rupeesToPaise,
  type CreateProductInput,
  type Product,
  type ProductList,
  type UpdateProductInput,
} from '#core/products/products.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import { HttpError } from '../../plugins/error-handler.ts'

type Row = typeof products.$inferSelect

export function toProductDto(row: Row): Product {
  return {
    id: row.id,
    productName: row.productName,
    price: paiseToRupees(row.pricePaise),
    pricePaise: row.pricePaise,
    quantity: row.quantityKg,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

export async function createProduct(
  db: Executor,
  farmerId: string,
  input: CreateProductInput,
): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({
      farmerId,
      productName: input.productName,
      pricePaise: rupeesToPaise(input.price),
      quantityKg: input.quantity,
    })
    .returning()
  return toProductDto(row!)
}

/** The farmer's own live listings, newest first, PRODUCTS_PAGE_SIZE a page, with one query. */
export async function listOwnProducts(
  db: Executor,
  farmerId: string,
  page: number,
): Promise<ProductList> {
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .where(and(eq(products.farmerId, farmerId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PRODUCTS_PAGE_SIZE)
    .offset((page - 1) * PRODUCTS_PAGE_SIZE)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) {
    // Past the last page the window function has no row to report the total on.
    total = await db.$count(
      products,
      and(eq(products.farmerId, farmerId), isNull(products.deletedAt)),
    )
  }
  return {
    items: rows.map((r) => toProductDto(r.product)),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE)),
  }
}

/** Locks the farmer's live product `id` for a change: 404 when unknown or deleted, 403 when another farmer's. */
async function ownProductForUpdate(tx: Executor, farmerId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw new HttpError(404, PRODUCT_NOT_FOUND)
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update')
  if (!row) throw new HttpError(404, PRODUCT_NOT_FOUND)
  if (row.farmerId !== farmerId) throw new HttpError(403, NOT_YOUR_PRODUCT)
  return row
}

export async function updateProduct(
  db: Db,
  farmerId: string,
  id: string,
  input: UpdateProductInput,
): Promise<Product> {
  return db.transaction(async (tx) => {
    await ownProductForUpdate(tx, farmerId, id)
    const [row] = await tx
      .update(products)
      .set({
        ...(input.productName !== undefined ? { productName: input.productName } : {}),
        ...(input.price !== undefined ? { pricePaise: rupeesToPaise(input.price) } : {}),
        ...(input.quantity !== undefined ? { quantityKg: input.quantity } : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning()
    return toProductDto(row!)
  })
}

/** Soft delete: past orders keep pointing at the row. */
export async function deleteProduct(db: Db, farmerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownProductForUpdate(tx, farmerId, id)
    const now = new Date()
    await tx.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id))
  })
}
