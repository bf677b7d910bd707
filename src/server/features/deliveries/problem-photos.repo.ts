import { and, asc, desc, eq, lte } from 'drizzle-orm'
import { PROBLEM_PHOTOS_MAX, type Problem } from '#core/deliveries/deliveries.contract.ts'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { deliveryProblems, problemPhotos } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { recordAudit } from '#server/services/audit.ts'
import type { PhotoFile } from '#server/services/photo-processing.ts'
import { toProblem } from './problems.repo.ts'

// A buyer's photos of a problem with a delivery: at most 3, added while it is open, read by the
// buyer, the line's farmer and operators only.

/**
 * Refuses early, before a photo is resized: the problem must be the buyer's, open, and have room
 * for another photo. `addProblemPhoto` checks again under the problem's row lock.
 */
export async function checkProblemPhotoRoom(
  db: Executor,
  buyerId: string,
  problemId: string,
): Promise<void> {
  if (!isUuid(problemId)) throw new HttpError('delivery.problem_not_found')
  const [row] = await db.select().from(deliveryProblems).where(eq(deliveryProblems.id, problemId))
  roomFor(row, buyerId)
}

function roomFor(row: typeof deliveryProblems.$inferSelect | undefined, buyerId: string) {
  if (!row) throw new HttpError('delivery.problem_not_found')
  if (row.buyerId !== buyerId) throw new HttpError('delivery.not_your_line')
  if (row.state !== 'open') throw new HttpError('delivery.photos_closed')
  if (row.photoIds.length >= PROBLEM_PHOTOS_MAX) throw new HttpError('delivery.too_many_photos')
}

/**
 * Adds a photo's sizes to the buyer's open problem and lists it in the problem's photos, under the
 * problem's row lock (so two uploads at once never make a fourth photo), with an audit row.
 */
export async function addProblemPhoto(
  db: Db,
  buyerId: string,
  problemId: string,
  files: readonly PhotoFile[],
): Promise<Problem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deliveryProblems)
      .where(eq(deliveryProblems.id, problemId))
      .for('update')
    roomFor(row, buyerId)
    const id = crypto.randomUUID()
    await tx.insert(problemPhotos).values(
      files.map((f) => ({
        id,
        problemId,
        size: f.size,
        width: f.width,
        height: f.height,
        bytes: f.bytes,
      })),
    )
    const [updated] = await tx
      .update(deliveryProblems)
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- roomFor refused a missing row
      .set({ photoIds: [...row!.photoIds, id] })
      .where(eq(deliveryProblems.id, problemId))
      .returning()
    await recordAudit(tx, {
      actor: { id: buyerId, role: 'buyer' },
      action: 'delivery.problem_photo',
      target: { type: 'delivery_problem', id: problemId },
      after: { photoId: id, bytes: files.reduce((n, f) => n + f.bytes.length, 0) },
    })
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the row is locked above
    return toProblem(updated!)
  })
}

/**
 * The bytes of a problem photo at the largest stored size not wider than `width` (the smallest
 * when none is), for `reader`: the problem's buyer, its farmer or an operator. Null for anyone
 * else and for an unknown photo, so a stranger cannot tell the two apart.
 */
export async function problemPhotoBytes(
  db: Executor,
  photoId: string,
  width: number,
  reader: SessionUser,
): Promise<Buffer | null> {
  const [owner] = await db
    .select({ buyerId: deliveryProblems.buyerId, farmerId: deliveryProblems.farmerId })
    .from(problemPhotos)
    .innerJoin(deliveryProblems, eq(deliveryProblems.id, problemPhotos.problemId))
    .where(eq(problemPhotos.id, photoId))
    .limit(1)
  if (!owner) return null
  const mayRead =
    owner.buyerId === reader.id || owner.farmerId === reader.id || reader.roles.includes('operator')
  if (!mayRead) return null
  const [fit] = await db
    .select({ bytes: problemPhotos.bytes })
    .from(problemPhotos)
    .where(and(eq(problemPhotos.id, photoId), lte(problemPhotos.size, width)))
    .orderBy(desc(problemPhotos.size))
    .limit(1)
  if (fit) return fit.bytes
  const [smallest] = await db
    .select({ bytes: problemPhotos.bytes })
    .from(problemPhotos)
    .where(eq(problemPhotos.id, photoId))
    .orderBy(asc(problemPhotos.size))
    .limit(1)
  return smallest?.bytes ?? null
}
