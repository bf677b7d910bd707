import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Live-update events (supply-chain and order status). A change writes its event in the same
 * transaction and NOTIFYs its id; subscribers on any node receive it, and a reconnecting client
 * replays what it missed from here with Last-Event-ID.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Who may see it: `farmer:<userId>` or `buyer:<userId>`. */
    topic: text().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.topic, t.id)],
)
