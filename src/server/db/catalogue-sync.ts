import { hashPassword } from 'better-auth/crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  catalogueFarmer,
  catalogueListingId,
  OPENING_STOCK_KG,
} from '#core/catalogue/catalogue-owners.ts'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import type { Executor } from './client.ts'
import { accounts, listings, orderItems, orders, supplyChainOrders, users } from './schema/index.ts'

/**
 * Makes sure every catalogue item is a listing of a real farmer account (core/catalogue), so every
 * line bought from the catalogue has someone who can move it to Delivered. The accounts are
 * `seeded` (the outbox never sends them anything) and have numbers from the made-up range. Runs after every
 * migration run: fixed ids and insert-if-missing make it safe to repeat and to run on several
 * nodes at once; a farmer's later changes (stock, price) are kept. Lines bought from the catalogue
 * before it had owners get their farmer and a Pending supply-chain order here too.
 */
export async function syncCatalogueOwners(db: Executor): Promise<void> {
  const farmers = new Map(
    CATALOGUE.map((item) => [catalogueFarmer(item).id, catalogueFarmer(item)]),
  )
  await db
    .insert(users)
    .values(
      [...farmers.values()].map((f) => ({
        id: f.id,
        name: f.name,
        email: f.email,
        phone: f.phone,
        roles: ['farmer'],
        activeRole: 'farmer',
        seeded: true,
      })),
    )
    // Made-up accounts keep a made-up number and their mark, whatever was stored before.
    .onConflictDoUpdate({
      target: users.id,
      set: { phone: sql`excluded.phone`, seeded: true },
      setWhere: sql`${users.phone} is distinct from excluded.phone or not ${users.seeded}`,
    })
  await db
    .insert(listings)
    .values(
      CATALOGUE.map((item) => ({
        id: catalogueListingId(item.id),
        farmerId: catalogueFarmer(item).id,
        productName: item.name,
        crop: item.crop,
        pricePaise: item.pricePaise,
        quantityKg: OPENING_STOCK_KG[item.availability],
        catalogueId: item.id,
        category: item.category,
      })),
    )
    .onConflictDoNothing()
  // Listings made before listings had categories get their item's.
  await db.execute(sql`
    update ${listings} set category = c.category
      from (values ${sql.join(
        CATALOGUE.map((i) => sql`(${i.id}::int, ${i.category})`),
        sql`, `,
      )}) as c(id, category)
     where ${listings.catalogueId} = c.id and ${listings.category} is null`)
  await adoptOwnerlessCatalogueLines(db)
}

/** Catalogue lines placed before the catalogue had owners: each gets its farmer and a supply-chain order. */
async function adoptOwnerlessCatalogueLines(db: Executor): Promise<void> {
  const ownerless = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.kind, 'catalogue'), isNull(orderItems.farmerId)))
    .limit(1)
  if (ownerless.length === 0) return
  await db.execute(sql`
    update ${orderItems} i
       set farmer_id = l.farmer_id, product_id = l.id
      from ${listings} l
     where i.kind = 'catalogue' and i.farmer_id is null and l.catalogue_id = i.catalogue_id`)
  await db.execute(sql`
    insert into ${supplyChainOrders}
      (farmer_id, crop, buyer_id, buyer_name, order_number, quantity_kg, status, transport, order_item_id, created_at, updated_at)
    select i.farmer_id, i.name, o.buyer_id, u.name, o.order_number, i.quantity_kg, i.status, i.transport, i.id, o.created_at, i.updated_at
      from ${orderItems} i
      join ${orders} o on o.id = i.order_id
      join ${users} u on u.id = o.buyer_id
     where i.kind = 'catalogue' and i.farmer_id is not null
       and not exists (select 1 from ${supplyChainOrders} s where s.order_item_id = i.id)
    on conflict do nothing`)
}

/**
 * Gives every catalogue farmer account the sign-in password `password` (a credential account, as
 * registration makes), replacing any earlier one. For `npm run db:seed -- --catalogue` and tests.
 * Returns the logins.
 */
export async function setCatalogueFarmerPasswords(
  db: Executor,
  password: string,
): Promise<Array<{ name: string; email: string }>> {
  const farmers = new Map(
    CATALOGUE.map((item) => [catalogueFarmer(item).id, catalogueFarmer(item)]),
  )
  const hash = await hashPassword(password)
  const now = new Date()
  for (const f of farmers.values()) {
    await db
      .insert(accounts)
      .values({
        id: `credential-${f.id}`,
        accountId: f.id,
        providerId: 'credential',
        userId: f.id,
        password: hash,
      })
      .onConflictDoUpdate({ target: accounts.id, set: { password: hash, updatedAt: now } })
  }
  return [...farmers.values()].map(({ name, email }) => ({ name, email }))
}
