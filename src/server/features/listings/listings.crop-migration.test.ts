import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveCrop } from '#core/crops/crop-resolve.ts'
import { SAME_CROP } from '#core/crops/crop-vocabulary.ts'
import { MIGRATIONS_FOLDER } from '#server/db/migrate.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'

// drizzle/0025 resolves the listings that existed before listings stored their crop: run again
// over listings without a crop (as every listing was then), it gives each the crop its name
// resolves to, and a category from the crop where the farmer chose none.

const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0025_crop_vocabulary.sql'), 'utf8')

/** Listings as farmers named them before, and the category each was stored with. */
const EXISTING: ReadonlyArray<[name: string, category: string | null]> = [
  ['लाल प्याज', null],
  ['प्याज़', null],
  ['tamatar', null],
  ['Tomatoes', null],
  ['Nashik Onion', null],
  ['வெங்காயம்', null],
  ['Urulaikizhangu', null],
  ['Basmati Rice', 'Grains'],
  ['Okra', null],
  ['Alphonso mango', null],
  ['Kodo millet', 'Grains'],
  ['Dragon fruit', null],
]

let t: TestDatabase
const rows = () =>
  t.database.query<{ product_name: string; crop: string | null; category: string | null }>(
    `select product_name, crop, category from products where farmer_id = 'migration-farmer'`,
  )

beforeAll(async () => {
  t = await createTestDatabase()
  await t.database.query(
    `insert into users (id, name, email, email_verified, location, roles, active_role)
     values ('migration-farmer', 'Sunita', 'migration-farmer@example.in', true, 'Nashik',
             array['farmer'], 'farmer')`,
  )
  for (const [name, category] of EXISTING) {
    await t.database.query(
      `insert into products (farmer_id, product_name, price_paise, quantity_kg, category)
       values ('migration-farmer', $1, 2500, 10, $2)`,
      [name, category],
    )
  }
  for (const statement of MIGRATION.split('--> statement-breakpoint'))
    await t.database.query(statement)
}, 60_000)
afterAll(() => t.close())

describe('drizzle/0025: existing listings get their crop', () => {
  it('resolves each name as the crop vocabulary does (names typed right)', async () => {
    const byName = new Map((await rows()).map((r) => [r.product_name, r]))
    expect(byName.size).toBe(EXISTING.length)
    for (const [name] of EXISTING) {
      const expected = resolveCrop(name)
      expect(byName.get(name)?.crop ?? null, name).toBe(
        expected?.typo ? null : (expected?.crop ?? null),
      )
    }
    expect(byName.get('लाल प्याज')?.crop).toBe('Onion')
    expect(byName.get('Tomatoes')?.crop).toBe('Tomato')
    expect(byName.get('Dragon fruit')?.crop).toBeNull()
  })

  it("gives a listing without a category its crop's, and keeps a farmer's own", async () => {
    const byName = new Map((await rows()).map((r) => [r.product_name, r.category]))
    expect(byName.get('लाल प्याज')).toBe('Vegetables')
    expect(byName.get('Urulaikizhangu')).toBe('Root Vegetables')
    expect(byName.get('Okra')).toBe('Vegetables')
    expect(byName.get('Basmati Rice')).toBe('Grains')
    expect(byName.get('Kodo millet')).toBe('Grains')
    expect(byName.get('Alphonso mango')).toBeNull()
  })

  it('leaves the trigram index and the crop index in place', async () => {
    const indexes = await t.database.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'products'`,
    )
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['products_crop_idx', 'products_live_name_trgm_idx']),
    )
  })
})

describe('drizzle/0033: listings stored under a name Agmarknet reports apart take the one crop', () => {
  it('moves every SAME_CROP name to its crop, and a second run changes nothing', async () => {
    const same = readFileSync(path.join(MIGRATIONS_FOLDER, '0033_same_crop_names.sql'), 'utf8')
    for (const name of [...Object.keys(SAME_CROP), 'Onion'])
      await t.database.query(
        `insert into products (farmer_id, product_name, price_paise, quantity_kg, crop)
         values ('migration-farmer', $1, 2500, 10, $1)`,
        [`old ${name}`],
      )
    await t.database.query(`update products set crop = substr(product_name, 5)
                            where product_name like 'old %'`)
    await t.database.query(same)
    await t.database.query(same)
    const after = await t.database.query<{ product_name: string; crop: string }>(
      `select product_name, crop from products where product_name like 'old %'`,
    )
    const crops = Object.fromEntries(after.map((r) => [r.product_name.slice(4), r.crop]))
    // Every name SAME_CROP joins (a new one needs its line in a migration), and no other.
    expect(crops).toEqual({ ...SAME_CROP, Onion: 'Onion' })
  })
})
