import { eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { sellerGstins } from '#server/db/schema/index.ts'

// A farmer's GSTIN: set in the profile, printed on the receipts issued after it.

/** The farmer's GSTIN (null: none given). */
export async function gstinOf(db: Executor, farmerId: string): Promise<string | null> {
  const [row] = await db
    .select({ gstin: sellerGstins.gstin })
    .from(sellerGstins)
    .where(eq(sellerGstins.farmerId, farmerId))
  return row?.gstin ?? null
}

/** Sets the farmer's GSTIN (a checked one), or with null removes it. */
export async function setGstin(db: Executor, farmerId: string, gstin: string | null) {
  if (gstin === null) {
    await db.delete(sellerGstins).where(eq(sellerGstins.farmerId, farmerId))
    return
  }
  await db
    .insert(sellerGstins)
    .values({ farmerId, gstin })
    .onConflictDoUpdate({ target: sellerGstins.farmerId, set: { gstin, updatedAt: sql`now()` } })
}
