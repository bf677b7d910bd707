import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#server/db/schema/index.ts'
import { registerUser } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'
import { ratingsFixture } from './ratings.test-support.ts'

// The public farmer page, the farmer's one answer, reports that hide a comment, and the
// operators' review of them (restore or hide, each in the audit trail).

const { f, deliveredLine, rate, get, post } = ratingsFixture()

type Page = {
  farmer: { id: string; name: string; location: string | null }
  rating: { average: number | null; count: number }
  comments: Array<{ id: string; comment: string; buyerName: string; answer: string | null }>
}
const page = async (farmerId: string) => (await get(`/api/farmers/${farmerId}`)).json<Page>()

/** A delivered line of the fixture's buyer, rated with `comment`; answers the rating's id. */
async function commented(comment: string, stars = 4) {
  const line = await deliveredLine(f.buyer)
  const res = await rate(f.buyer, line, { stars, comment })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ id: string }>().id
}

describe('GET /api/farmers/:id', () => {
  it("shows a farmer's name, place, rating and comments to anyone, and nothing private", async () => {
    const id = await commented('Sweet onions, honest weight', 5)
    const res = await get(`/api/farmers/${f.farmer.user.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<Page>()
    expect(body.farmer).toEqual({ id: f.farmer.user.id, name: 'Ravi Kumar', location: 'Pune' })
    expect(body.rating.count).toBeGreaterThanOrEqual(1)
    expect(body.comments[0]).toMatchObject({
      id,
      comment: 'Sweet onions, honest weight',
      buyerName: 'Asha',
      answer: null,
    })
    for (const secret of [f.farmer.email, f.farmer.user.phone, f.buyer.email, 'Rao'])
      expect(res.body).not.toContain(secret)
  })

  it('is 404 for an account that is not a farmer, for a suspended or deleted one, and for no account', async () => {
    expect((await get(`/api/farmers/${f.buyer.user.id}`)).statusCode).toBe(404)
    expect((await get('/api/farmers/nobody')).json().code).toBe('farmer.not_found')
    expect((await get('/api/farmers/bad%00id')).statusCode).toBe(400)
    expect((await get('/api/listings?farmer=bad%00id')).statusCode).toBe(400)
    for (const gone of [{ suspendedAt: new Date() }, { deletedAt: new Date() }]) {
      const other = await registerUser(f.t.app, { role: 'farmer' })
      expect((await get(`/api/farmers/${other.user.id}`)).statusCode).toBe(200)
      await f.t.testDb.database.db.update(users).set(gone).where(eq(users.id, other.user.id))
      expect((await get(`/api/farmers/${other.user.id}`)).statusCode).toBe(404)
    }
  })
})

describe('POST /api/ratings/:id/answer', () => {
  it('lets the rated farmer answer a comment once', async () => {
    const id = await commented('Good, but one bag was wet')
    const url = `/api/ratings/${id}/answer`
    expect((await post(url, f.otherFarmer.cookie, { answer: 'Not mine' })).statusCode).toBe(403)
    expect((await post(url, f.buyer.cookie, { answer: 'Me too' })).statusCode).toBe(403)
    expect((await post(url, f.farmer.cookie, { answer: '' })).statusCode).toBe(400)
    const first = await post(url, f.farmer.cookie, { answer: 'Sorry, it rained that day.' })
    expect(first.statusCode, first.body).toBe(204)
    const again = await post(url, f.farmer.cookie, { answer: 'Second try' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('rating.already_answered')
    const shown = (await page(f.farmer.user.id)).comments.find((c) => c.id === id)
    expect(shown?.answer).toBe('Sorry, it rained that day.')
  })
})

describe('reported comments', () => {
  it('a report hides the comment until an operator restores it; a restored one stays shown', async () => {
    const id = await commented('Rude delivery person')
    const ids = async () => (await page(f.farmer.user.id)).comments.map((c) => c.id)
    expect(await ids()).toContain(id)
    expect((await post(`/api/ratings/${id}/report`, '')).statusCode).toBe(401)
    const report = await post(`/api/ratings/${id}/report`, f.otherBuyer.cookie)
    expect(report.statusCode, report.body).toBe(200)
    expect(report.json()).toEqual({ id, state: 'reported' })
    expect(await ids()).not.toContain(id)
    // The stars still count; only the comment waits.
    expect((await page(f.farmer.user.id)).rating.count).toBeGreaterThanOrEqual(1)

    const operator = await signInOperator(f.t.app)
    const queue = await get('/api/admin/comments/reported', operator.cookie)
    expect(queue.statusCode, queue.body).toBe(200)
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ id, comment: 'Rude delivery person', farmerName: 'Ravi Kumar' }),
    )
    expect((await get('/api/admin/comments/reported', f.buyer.cookie)).statusCode).toBe(403)

    const restore = await post(`/api/admin/comments/${id}/restore`, operator.cookie)
    expect(restore.statusCode, restore.body).toBe(200)
    expect(restore.json()).toEqual({ id, state: 'visible' })
    expect(await ids()).toContain(id)
    expect((await post(`/api/admin/comments/${id}/restore`, operator.cookie)).statusCode).toBe(409)
    const queueAfter = await get('/api/admin/comments/reported', operator.cookie)
    expect(queueAfter.json().items.map((c: { id: string }) => c.id)).not.toContain(id)

    // Reviewed: a second report does not hide it again.
    const again = await post(`/api/ratings/${id}/report`, f.otherFarmer.cookie)
    expect(again.json()).toEqual({ id, state: 'visible' })
    expect(await ids()).toContain(id)

    const audit = await f.t.testDb.database.query<{
      action: string
      actor_id: string
      after: unknown
    }>(
      "select action, actor_id, after from audit_events where target_type = 'rating' and target_id = $1 order by id",
      [id],
    )
    expect(audit).toEqual([
      { action: 'rating.restore', actor_id: operator.userId, after: { state: 'visible' } },
    ])
  })

  it('an operator hides a reported comment for good, with a reason in the audit trail', async () => {
    const id = await commented('Call me on 98765 00000 for cheaper onions')
    await post(`/api/ratings/${id}/report`, f.farmer.cookie)
    const operator = await signInOperator(f.t.app)
    const url = `/api/admin/comments/${id}/hide`
    expect((await post(url, operator.cookie, { reason: '' })).statusCode).toBe(400)
    const hide = await post(url, operator.cookie, { reason: 'A phone number and an advert' })
    expect(hide.statusCode, hide.body).toBe(200)
    expect(hide.json()).toEqual({ id, state: 'hidden' })
    expect((await page(f.farmer.user.id)).comments.map((c) => c.id)).not.toContain(id)
    expect((await post(url, operator.cookie, { reason: 'Again' })).statusCode).toBe(409)
    const audit = await f.t.testDb.database.query<{
      action: string
      before: unknown
      after: unknown
    }>(
      "select action, before, after from audit_events where target_type = 'rating' and target_id = $1",
      [id],
    )
    expect(audit).toEqual([
      {
        action: 'rating.hide',
        before: { state: 'reported' },
        after: { state: 'hidden', reason: 'A phone number and an advert' },
      },
    ])
  })
})
