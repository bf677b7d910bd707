import { and, isNotNull, isNull, sql } from 'drizzle-orm'
import { resolvePlaceText, villageOf } from '#core/places/place-resolve.ts'
import type { Executor } from './client.ts'
import { users } from './schema/index.ts'

const BATCH = 500

/**
 * Gives every account whose place was never resolved (village null, a location text) its state,
 * district and village from that text (drizzle/0027). Runs after every migration run: it finds
 * only accounts written before 0027 or by something that set the text alone, and an update
 * touches only rows still unresolved, so repeating it or running it on two nodes is harmless.
 * Returns how many accounts it resolved.
 */
export async function resolveAccountPlaces(db: Executor): Promise<number> {
  let done = 0
  for (;;) {
    const rows = await db
      .select({ id: users.id, location: users.location })
      .from(users)
      .where(and(isNull(users.village), isNotNull(users.location)))
      .orderBy(users.id)
      .limit(BATCH)
    if (rows.length === 0) return done
    const values = rows.map((r) => {
      const text = r.location ?? ''
      const place = resolvePlaceText(text)
      return sql`(${r.id}::text, ${place?.state ?? null}::text, ${place?.district ?? null}::text, ${villageOf(text, place)}::text)`
    })
    await db.execute(sql`
      update users u
         set state = v.state, district = v.district, village = v.village
        from (values ${sql.join(values, sql`, `)}) as v(id, state, district, village)
       where u.id = v.id and u.village is null`)
    done += rows.length
    if (rows.length < BATCH) return done
  }
}
