import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import type { Executor } from './client.ts'
import { accounts, users } from './schema/index.ts'

/**
 * Makes (or brings back in line) an account the seed owns: marked `seeded`, so the outbox sends it
 * nothing, with the given made-up number, and with `password` as its sign-in password. Written
 * directly rather than through registration, which would write a welcome for it. An account of the
 * same email made before (by an older seed, through registration) is taken over, keeping its id.
 * Returns the account's id.
 */
export async function ensureSeededAccount(
  db: Executor,
  a: {
    id: string
    name: string
    email: string
    role: 'buyer' | 'farmer'
    location: string
    phone: string
    password: string
  },
): Promise<string> {
  const hash = await hashPassword(a.password)
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email))
  const userId = existing?.id ?? a.id
  if (existing) {
    await db
      .update(users)
      .set({ seeded: true, phone: a.phone, updatedAt: new Date() })
      .where(eq(users.id, userId))
  } else {
    await db.insert(users).values({
      id: userId,
      name: a.name,
      email: a.email,
      phone: a.phone,
      location: a.location,
      roles: [a.role],
      activeRole: a.role,
      seeded: true,
    })
  }
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id })
  if (updated.length === 0) {
    await db.insert(accounts).values({
      id: `credential-${userId}`,
      accountId: userId,
      providerId: 'credential',
      userId,
      password: hash,
    })
  }
  return userId
}
