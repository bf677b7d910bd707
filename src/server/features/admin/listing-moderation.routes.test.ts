import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'

// Reported listings and hidden ones: anyone signed in reports a listing, an operator hides it with
// a reason (gone from browse, search, its page and carts; its farmer sees why and is told) or shows
// it again; each decision is in the audit trail.

let t: TestApp
let op: Awaited<ReturnType<typeof signInOperator>>
beforeAll(async () => {
  t = await buildTestApp()
  op = await signInOperator(t.app)
})
afterAll(() => t.close())

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const post = (url: string, payload: object = {}, cookie = op.cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload })

async function farmerWithListing(name: string) {
  const farmer = await registerUser(t.app, { role: 'farmer', name: 'Selvi Murugan' })
  const res = await post(
    '/api/listings',
    { productName: name, price: 42, quantity: 30 },
    farmer.cookie,
  )
  expect(res.statusCode, res.body).toBe(201)
  return { farmer, listingId: res.json<{ id: string }>().id }
}

const messagesTo = (userId: string, kind: string) =>
  t.app.database.query<{ channel: string; payload: { text: string } }>(
    'select channel, payload from outbox where user_id = $1 and kind = $2 order by id',
    [userId, kind],
  )

describe('reported and hidden listings', () => {
  it('a report puts the listing in the queue, still on sale; the operator hides it with a reason, the farmer is told and still sees it', async () => {
    const name = `Kesar mango ${Date.now()}`
    const { farmer, listingId } = await farmerWithListing(name)
    const buyer = await registerUser(t.app, { role: 'buyer' })

    // The farmer cannot report their own listing; a visitor cannot report at all.
    expect((await post(`/api/listings/${listingId}/report`, {}, farmer.cookie)).statusCode).toBe(
      404,
    )
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/listings/${listingId}/report`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401)
    const report = await post(
      `/api/listings/${listingId}/report`,
      { note: 'Photo is from the internet' },
      buyer.cookie,
    )
    expect(report.statusCode, report.body).toBe(200)
    expect(report.json()).toEqual({ id: listingId, reported: true, hidden: false })
    expect((await get(`/api/listings/${listingId}`)).statusCode).toBe(200)

    // Operators only.
    expect((await get('/api/admin/listings', buyer.cookie)).statusCode).toBe(403)
    const queue = await get('/api/admin/listings?state=reported', op.cookie)
    expect(queue.statusCode, queue.body).toBe(200)
    const queued = queue.json().items.find((l: { id: string }) => l.id === listingId)
    expect(queued).toMatchObject({
      productName: name,
      farmerName: 'Selvi Murugan',
      reportNote: 'Photo is from the internet',
      hiddenAt: null,
    })

    // A reason is required.
    expect((await post(`/api/admin/listings/${listingId}/hide`, { reason: '' })).statusCode).toBe(
      400,
    )
    const hide = await post(`/api/admin/listings/${listingId}/hide`, {
      reason: 'The photo is not of this crop',
    })
    expect(hide.statusCode, hide.body).toBe(200)
    expect(hide.json()).toEqual({ id: listingId, reported: false, hidden: true })
    expect(
      (await post(`/api/admin/listings/${listingId}/hide`, { reason: 'again' })).json().code,
    ).toBe('admin.listing_already_hidden')

    // Gone for everyone else: browse, search, its page, the cart's check.
    const browse = await get(`/api/listings?q=${encodeURIComponent(name)}&limit=50`)
    expect(browse.json().items.map((l: { id: string }) => l.id)).not.toContain(listingId)
    const byFarmer = await get(`/api/listings?farmer=${farmer.user.id}&limit=50`)
    expect(byFarmer.json().items).toEqual([])
    expect((await get(`/api/listings/${listingId}`)).statusCode).toBe(404)
    expect((await get(`/api/listings/${listingId}`, buyer.cookie)).statusCode).toBe(404)
    expect((await get(`/api/listings/now?ids=${listingId}`)).json().items[0]).toMatchObject({
      gone: true,
      quantityKg: 0,
    })
    // The farmer still sees it, with the reason.
    const own = await get(`/api/listings/${listingId}`, farmer.cookie)
    expect(own.statusCode).toBe(200)
    expect(own.json().hiddenReason).toBe('The photo is not of this crop')
    const mine = await get('/api/listings/mine?page=1', farmer.cookie)
    expect(mine.json().items[0]).toMatchObject({
      id: listingId,
      hiddenReason: 'The photo is not of this crop',
    })
    // … and is told, by SMS and email, with the reason.
    const told = await messagesTo(farmer.user.id, 'listingHidden')
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect(told[0]!.payload.text).toContain('The photo is not of this crop')
    expect(told[0]!.payload.text).toContain(name)

    // Out of the queue, in the hidden list; a later report changes nothing.
    const after = await get('/api/admin/listings?state=reported', op.cookie)
    expect(after.json().items.map((l: { id: string }) => l.id)).not.toContain(listingId)
    const hidden = await get('/api/admin/listings?state=hidden', op.cookie)
    expect(hidden.json().items.map((l: { id: string }) => l.id)).toContain(listingId)
    expect((await post(`/api/listings/${listingId}/report`, {}, buyer.cookie)).statusCode).toBe(404)

    const audit = await t.app.database.query<{ action: string; actor_id: string; after: unknown }>(
      'select action, actor_id, after from audit_events where target_id = $1 order by id',
      [listingId],
    )
    expect(audit).toEqual([
      {
        action: 'listing.hide',
        actor_id: op.userId,
        after: { hidden: true, reason: 'The photo is not of this crop', reported: false },
      },
    ])
  })

  it('unhide shows the listing again and tells the farmer; a report can be dismissed', async () => {
    const name = `Nagpur orange ${Date.now()}`
    const { farmer, listingId } = await farmerWithListing(name)
    expect((await post(`/api/admin/listings/${listingId}/unhide`)).json().code).toBe(
      'admin.listing_not_hidden',
    )
    await post(`/api/admin/listings/${listingId}/hide`, { reason: 'Price looks like a mistake' })
    const unhide = await post(`/api/admin/listings/${listingId}/unhide`)
    expect(unhide.json()).toEqual({ id: listingId, reported: false, hidden: false })
    const page = await get(`/api/listings/${listingId}`)
    expect(page.statusCode).toBe(200)
    expect(page.json().hiddenReason).toBeUndefined()
    expect((await messagesTo(farmer.user.id, 'listingRestored')).length).toBe(2)

    const buyer = await registerUser(t.app, { role: 'buyer' })
    await post(`/api/listings/${listingId}/report`, {}, buyer.cookie)
    const dismiss = await post(`/api/admin/listings/${listingId}/dismiss-report`)
    expect(dismiss.statusCode, dismiss.body).toBe(200)
    const queue = await get('/api/admin/listings?state=reported', op.cookie)
    expect(queue.json().items.map((l: { id: string }) => l.id)).not.toContain(listingId)
    expect((await get(`/api/listings/${listingId}`)).statusCode).toBe(200)
    const actions = await t.app.database.query<{ action: string }>(
      'select action from audit_events where target_id = $1 order by id',
      [listingId],
    )
    expect(actions.map((a) => a.action)).toEqual([
      'listing.hide',
      'listing.unhide',
      'listing.dismiss_report',
    ])
  })
})
