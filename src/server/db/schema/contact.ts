import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Messages sent through the home and /contact forms (each one is stored on the server before the sender is thanked). */
export const contactMessages = pgTable('contact_messages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
