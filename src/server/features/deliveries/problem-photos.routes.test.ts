import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorTemplate } from '#core/http/errors.ts'
import hi from '#core/i18n/locales/hi.json'
import ta from '#core/i18n/locales/ta.json'
import { PHOTO_MAX_BYTES } from '#core/listings/listing-photos.ts'
import { auditEvents, deliveryProblems } from '#server/db/schema/index.ts'
import { signInOperator } from '#server/test/operators.ts'
import {
  buyer,
  db,
  farmer,
  inTransit,
  move,
  otherBuyer,
  otherFarmer,
  paidLine,
  t,
  useDeliveriesApp,
  type Session,
} from './deliveries.test-support.ts'

// A buyer's photos of a problem: up to 3, the listing photos' pipeline, read only by the buyer,
// the line's farmer and operators.

useDeliveriesApp()
let operator: { cookie: string }
let jpeg: Buffer
beforeAll(async () => {
  operator = await signInOperator(t.app)
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a4b2a' } })
    .jpeg({ quality: 85 })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCam' } } })
    .toBuffer()
})

const upload = (problemId: string, body: Buffer, who: Session = buyer, type = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: `/api/deliveries/problems/${problemId}/photos`,
    headers: { cookie: who.cookie, 'content-type': type },
    payload: body,
  })
const read = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} })

async function reportedProblem() {
  const line = await paidLine(3)
  await inTransit(line.scId)
  expect((await move(line.scId, { status: 'Delivered', withoutCode: true })).statusCode).toBe(200)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${line.lineId}/problem`,
    headers: { cookie: buyer.cookie },
    payload: { kind: 'poor_quality', note: 'Half the rice was wet' },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string; photos: unknown[] }>()
}

/** The refusal's message is in the Hindi and Tamil catalogues (the client shows it by its code). */
const translated = (code: Parameters<typeof errorTemplate>[0]) => {
  const key = errorTemplate(code)
  expect((hi as Record<string, string>)[key], key).toBeTruthy()
  expect((ta as Record<string, string>)[key], key).toBeTruthy()
}

describe('photos of a problem', () => {
  it('the buyer adds a photo; the buyer, the farmer and an operator see it, no one else', async () => {
    const problem = await reportedProblem()
    expect(problem.photos).toEqual([])
    const res = await upload(problem.id, jpeg)
    expect(res.statusCode, res.body).toBe(201)
    const photos = res.json<{ photos: Array<{ id: string; url: string; thumbUrl: string }> }>()
      .photos
    expect(photos).toHaveLength(1)
    const [photo] = photos
    const [row] = await db()
      .select()
      .from(deliveryProblems)
      .where(eq(deliveryProblems.id, problem.id))
    expect(row!.photoIds).toEqual([photo!.id])

    for (const who of [buyer, farmer, operator]) {
      const got = await read(photo!.url, who.cookie)
      expect(got.statusCode).toBe(200)
      expect(got.headers['content-type']).toBe('image/webp')
      expect(got.headers['cache-control']).toContain('private')
    }
    const big = await sharp((await read(photo!.url, farmer.cookie)).rawPayload).metadata()
    const small = await sharp((await read(photo!.thumbUrl, farmer.cookie)).rawPayload).metadata()
    expect(big.width).toBe(900)
    expect(small.width).toBe(320)
    // Metadata stripped, as for listing photos.
    expect(big.exif).toBeUndefined()

    for (const who of [otherBuyer, otherFarmer]) {
      expect((await read(photo!.url, who.cookie)).statusCode).toBe(404)
    }
    expect((await read(photo!.url)).statusCode).toBe(401)

    // The farmer's deliveries and the operator's problems list the photo with the problem.
    const mine = await t.app.inject({
      url: '/api/supply-chain/deliveries',
      headers: { cookie: farmer.cookie },
    })
    const theirs = mine
      .json<{ items: Array<{ problem: { id: string; photos: unknown[] } | null }> }>()
      .items.find((d) => d.problem?.id === problem.id)
    expect(theirs?.problem?.photos).toEqual(photos)
    const listed = await t.app.inject({
      url: '/api/admin/problems',
      headers: { cookie: operator.cookie },
    })
    const op = listed
      .json<{ items: Array<{ id: string; photos: unknown[] }> }>()
      .items.find((p) => p.id === problem.id)
    expect(op?.photos).toEqual(photos)

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'delivery.problem_photo'))
    expect(audit.some((a) => a.targetId === problem.id)).toBe(true)
  })

  it('refuses another buyer, a file that is not a photo, one too large and a fourth photo, each with its own message', async () => {
    const problem = await reportedProblem()
    const stranger = await upload(problem.id, jpeg, otherBuyer)
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json().code).toBe('delivery.not_your_line')

    const pdf = await upload(
      problem.id,
      Buffer.from('%PDF-1.7\n' + 'x'.repeat(200)),
      buyer,
      'application/pdf',
    )
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json()).toMatchObject({ code: 'photo.not_an_image' })
    translated('photo.not_an_image')

    const huge = await upload(problem.id, Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ code: 'photo.too_large' })
    translated('photo.too_large')

    for (let i = 0; i < 3; i++) expect((await upload(problem.id, jpeg)).statusCode).toBe(201)
    const fourth = await upload(problem.id, jpeg)
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json()).toMatchObject({
      code: 'delivery.too_many_photos',
      message: 'A problem can have at most 3 photos.',
    })
    translated('delivery.too_many_photos')

    // Resolved, the problem takes no more photos.
    const other = await reportedProblem()
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/problems/${other.id}/resolve`,
      headers: { cookie: operator.cookie },
      payload: { release: true },
    })
    expect(resolved.statusCode, resolved.body).toBe(200)
    const late = await upload(other.id, jpeg)
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('delivery.photos_closed')
    translated('delivery.photos_closed')
  })
})
