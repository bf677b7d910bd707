import { pgTable, PgDialect, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_KINDS } from '#core/notifications/messages.ts'
import { ORDER_STATUSES } from '#core/orders/order-status.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import { oneOf } from './one-of.ts'

describe('oneOf', () => {
  it('inlines the values as quoted SQL literals', () => {
    const t = pgTable('t', { s: text() })
    const { sql, params } = new PgDialect().sqlToQuery(oneOf(t.s, ['a', "it's"]))
    expect(sql).toBe(`"t"."s" in ('a', 'it''s')`)
    expect(params).toEqual([])
  })
})

describe('the enum checks in the database', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase()
  }, 60_000)
  afterAll(() => t.close())

  it('refuses an outbox kind that is not a message kind, and takes every one that is', async () => {
    const insert = (kind: string, key: string) =>
      t.database.query(
        `insert into outbox (kind, channel, recipient, payload, idempotency_key)
         values ($1, 'sms', '+919876543210', '{}', $2)`,
        [kind, key],
      )
    await expect(insert('welcome', 'k0')).rejects.toThrow(/outbox_kind_check/)
    for (const [i, kind] of MESSAGE_KINDS.entries()) await insert(kind, `k${i + 1}`)
  })

  it('refuses a supply-chain status outside the order statuses', async () => {
    const statuses = (
      await t.database.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint
        where conname = 'supply_chain_orders_status_check'`,
      )
    )[0]!.def
    for (const s of ORDER_STATUSES) expect(statuses).toContain(`'${s}'`)
    expect(statuses).not.toContain('Shipped')
  })
})
