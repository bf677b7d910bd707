import { and, asc, eq, sql } from 'drizzle-orm'
import type { Alert, AlertChannel } from '#core/alerts/alerts.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'
import { priceAlerts } from '#server/db/schema/index.ts'

/** Price alerts' rows; the evaluator is price-alerts.ts. */

export type AlertRow = typeof priceAlerts.$inferSelect

export function toAlert(row: AlertRow): Alert {
  const channels: AlertChannel[] = []
  if (row.sms) channels.push('sms')
  if (row.email) channels.push('email')
  return {
    id: row.id,
    crop: row.commodity,
    placeKind: row.placeKind,
    state: row.state,
    district: row.district,
    market: row.market,
    condition: row.condition,
    thresholdPaise: row.thresholdPaise,
    percent: row.percent,
    channels,
    paused: row.paused,
    status: row.status,
    lastPriceDate: row.lastPriceDate,
    lastSentOn: row.lastSentOn,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

/** The user's alerts, oldest first (the order they were set in). */
export async function listAlerts(db: Executor, userId: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId))
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id))
}

export async function findAlert(db: Executor, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(priceAlerts).where(eq(priceAlerts.id, id))
  return row
}

/**
 * Holds the user's alert list until the transaction ends, so two requests at once cannot both
 * add the 20th alert.
 */
export async function lockUserAlerts(tx: Executor, userId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price_alerts:${userId}`}))`)
  return tx.$count(priceAlerts, eq(priceAlerts.userId, userId))
}

export async function insertAlert(
  tx: Executor,
  values: typeof priceAlerts.$inferInsert,
): Promise<AlertRow> {
  const [row] = await tx.insert(priceAlerts).values(values).returning()
  if (!row) throw new Error('bug: insert returned no row')
  return row
}

export async function updateAlert(
  tx: Executor,
  id: string,
  userId: string,
  set: Partial<typeof priceAlerts.$inferInsert>,
): Promise<AlertRow | undefined> {
  const [row] = await tx
    .update(priceAlerts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning()
  return row
}

export async function deleteAlert(db: Executor, id: string, userId: string): Promise<void> {
  await db.delete(priceAlerts).where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
}

/** The crops that have prices (Agmarknet's names). */
export async function cropsWithPrices(db: Executor): Promise<string[]> {
  const r = await rows<{ commodity: string }>(
    db,
    sql`select distinct commodity from market_price_latest order by commodity`,
  )
  return r.map((x) => x.commodity)
}

/** The markets (with district and state) that report a crop. */
export async function placesOfCrop(
  db: Executor,
  commodity: string,
): Promise<Array<{ market: string; district: string; state: string }>> {
  return rows(
    db,
    sql`select market, district, state from market_price_latest where commodity = ${commodity}
        order by market, state, district`,
  )
}

/** One-click unsubscribe: email off; an alert left with no channel is paused. */
export async function unsubscribeEmail(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .update(priceAlerts)
    .set({
      email: false,
      paused: sql`${priceAlerts.paused} or not ${priceAlerts.sms}`,
      updatedAt: new Date(),
    })
    .where(eq(priceAlerts.id, id))
    .returning({ id: priceAlerts.id })
  return row !== undefined
}
