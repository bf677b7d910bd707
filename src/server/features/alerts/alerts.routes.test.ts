import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unsubscribeToken } from './price-alerts.ts'
import {
  buildTestApp,
  cookieFrom,
  registerUser,
  type TestApp,
} from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // registerUser's accounts live in Pune.
  await t.testDb.database.db.execute(sql`
    insert into market_price_latest (commodity, market, state, district, arrival_date, variety, grade, modal_price)
    values ('Onion', 'Pune', 'Maharashtra', 'Pune', '2026-03-10', 'Red', '', 2400),
           ('Onion', 'Lasalgaon', 'Maharashtra', 'Nashik', '2026-03-11', 'Red', '', 2300),
           ('Tomato', 'Kolar', 'Karnataka', 'Kolar', '2026-03-11', 'Local', '', 900)`)
  // 150 days of onion prices at Pune up to its latest, enough to forecast (MIN_FORECAST_REPORTS);
  // tomato has only its latest price.
  await t.testDb.database.db.execute(sql`
    insert into market_prices (arrival_date, state, district, market, commodity, variety, grade,
                               min_price, max_price, modal_price)
    select date '2026-03-10' - d, 'Maharashtra', 'Pune', 'Pune', 'Onion', 'Red', '',
           2000, 2800, 2400 + (d * 37) % 300
    from generate_series(0, 149) d`)
})
afterAll(() => t.close())

const ONION = {
  crop: 'प्याज',
  condition: 'above',
  thresholdPaise: 2500,
  channels: ['sms'],
}

async function create(cookie: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/alerts', headers: { cookie }, payload })
}

describe('/api/alerts', () => {
  it('asks a visitor to log in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/alerts' })
    expect(res.statusCode).toBe(401)
    expect((await create('', ONION)).statusCode).toBe(401)
  })

  it("sets an alert for the user's district by default, the crop by any of its names", async () => {
    const { cookie } = await registerUser(t.app, { role: 'farmer' })
    const res = await create(cookie, ONION)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      crop: 'Onion',
      placeKind: 'district',
      state: 'Maharashtra',
      district: 'Pune',
      market: '',
      condition: 'above',
      thresholdPaise: 2500,
      channels: ['sms'],
      paused: false,
      status: 'armed',
      // The price already shown is not judged: only prices that arrive after.
      lastPriceDate: '2026-03-10',
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie } })
    expect(list.json()).toMatchObject({ total: 1, max: 20 })
  })

  it("follows the farmer's place in any script: a farmer who typed 'नासिक' gets Nashik's markets", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Sunita Pawar',
        email: `nashik-${Date.now()}@example.in`,
        password: 'green-fields-42',
        role: 'farmer',
        location: 'नासिक',
        phone: '9123456781',
      },
    })
    const cookie = cookieFrom(res.headers['set-cookie'])
    const own = await create(cookie, ONION)
    expect(own.json()).toMatchObject({ state: 'Maharashtra', district: 'Nashik' })
    const named = await create(cookie, { ...ONION, placeKind: 'district', place: 'Nasik' })
    expect(named.json()).toMatchObject({ placeKind: 'district', district: 'Nashik' })
  })

  it('takes a market, a state or all India; a buyer may set alerts too', async () => {
    const { cookie } = await registerUser(t.app, { role: 'buyer' })
    const market = await create(cookie, { ...ONION, placeKind: 'market', place: 'lasalgaon' })
    expect(market.json()).toMatchObject({
      placeKind: 'market',
      market: 'Lasalgaon',
      state: 'Maharashtra',
    })
    const state = await create(cookie, { ...ONION, placeKind: 'state', place: 'maharashtra' })
    expect(state.json()).toMatchObject({ placeKind: 'state', state: 'Maharashtra', market: '' })
    const india = await create(cookie, {
      ...ONION,
      crop: 'tamatar',
      placeKind: 'india',
      condition: 'below',
      channels: ['sms', 'email'],
    })
    expect(india.json()).toMatchObject({ crop: 'Tomato', state: '', channels: ['sms', 'email'] })
  })

  it('takes a forecast condition with a percent, for the crop across India', async () => {
    const { cookie } = await registerUser(t.app)
    const res = await create(cookie, {
      crop: 'Onion',
      condition: 'forecastDown',
      percent: 8,
      placeKind: 'market',
      place: 'Lasalgaon',
      channels: ['sms'],
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      condition: 'forecastDown',
      percent: 8,
      thresholdPaise: null,
      placeKind: 'india',
      market: '',
    })
    const noPercent = await create(cookie, { ...ONION, condition: 'forecastUp' })
    expect(noPercent.json().message).toBe('Enter a percentage between 1 and 100.')
    // Back to a price condition: it needs its line.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/${res.json().id}`,
      headers: { cookie },
      payload: { condition: 'below' },
    })
    expect(back.json().message).toBe('Enter a price per kg between ₹0.01 and ₹100,000.')
  })

  it('refuses a forecast alert on a crop too short of history to forecast, on create and on edit', async () => {
    const { cookie } = await registerUser(t.app)
    const forecastTomato = {
      crop: 'tamatar',
      condition: 'forecastUp',
      percent: 10,
      channels: ['sms'],
    }
    const res = await create(cookie, forecastTomato)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'alerts.no_forecast',
      field: 'crop',
      message:
        'Tomato has too little price history to forecast, so a forecast alert for it would never fire. Set a price alert (above or below a price) instead.',
    })
    // A price alert on it is fine; turning it into a forecast alert is not.
    const price = await create(cookie, {
      ...forecastTomato,
      condition: 'below',
      thresholdPaise: 800,
      placeKind: 'india',
    })
    expect(price.statusCode).toBe(201)
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/${price.json().id}`,
      headers: { cookie },
      payload: { condition: 'forecastDown', percent: 5 },
    })
    expect(edit.statusCode).toBe(422)
    expect(edit.json().code).toBe('alerts.no_forecast')
    // Nor may a forecast alert move to that crop.
    const onion = await create(cookie, { ...forecastTomato, crop: 'Onion' })
    expect(onion.statusCode).toBe(201)
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/${onion.json().id}`,
      headers: { cookie },
      payload: { crop: 'Tomato' },
    })
    expect(moved.json().code).toBe('alerts.no_forecast')
    const list = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie } })
    expect(
      list.json().items.map((a: { crop: string; condition: string }) => `${a.crop} ${a.condition}`),
    ).toEqual(['Tomato below', 'Onion forecastUp'])
  })

  it.each([
    [{ crop: 'Tomatto' }, 404, 'prices.unknown_crop_suggest', 'Did you mean Tomato?'],
    [{ crop: 'Quinoa' }, 404, 'prices.unknown_crop', 'Prices are known for 2 crops'],
    [
      { placeKind: 'market', place: 'Mumbai' },
      404,
      'alerts.unknown_place',
      "No Onion prices for 'Mumbai'",
    ],
    [{ placeKind: 'market' }, 400, 'invalid_input', 'Name the market or state.'],
    [{ crop: 'Tomato' }, 422, 'alerts.no_district', 'names no district we have Tomato prices for'],
    [{ thresholdPaise: 0 }, 400, 'invalid_input', 'Enter a price per kg'],
    [{ channels: [] }, 400, 'invalid_input', 'Choose SMS, email or both.'],
    [{ channels: ['sms', 'sms'] }, 400, 'invalid_input', 'Choose SMS, email or both.'],
  ])('refuses %j (%i %s)', async (change, status, code, text) => {
    const { cookie } = await registerUser(t.app)
    const res = await create(cookie, { ...ONION, ...change })
    expect(res.statusCode).toBe(status)
    expect(res.json().code).toBe(code)
    expect(res.json().message).toContain(text)
  })

  it('holds at most 20 alerts per account', async () => {
    const { cookie } = await registerUser(t.app)
    const all = await Promise.all(
      Array.from({ length: 22 }, (_, i) => create(cookie, { ...ONION, thresholdPaise: 2000 + i })),
    )
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(20)
    const refused = all.filter((r) => r.statusCode === 409)
    expect(refused).toHaveLength(2)
    expect(refused[0]!.json().message).toBe(
      'You have 20 price alerts, the most one account can hold. Delete one to add another.',
    )
  })

  it("edits, pauses and deletes one's own alerts only", async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const { id } = (await create(owner.cookie, ONION)).json()
    const patch = (cookie: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/alerts/${id}`, headers: { cookie }, payload })
    expect((await patch(other.cookie, { paused: true })).statusCode).toBe(403)
    const paused = await patch(owner.cookie, { paused: true })
    expect(paused.json()).toMatchObject({ paused: true, status: 'armed' })
    const edited = await patch(owner.cookie, {
      thresholdPaise: 2000,
      condition: 'below',
      placeKind: 'market',
      place: 'Lasalgaon',
      channels: ['email'],
    })
    expect(edited.json()).toMatchObject({
      thresholdPaise: 2000,
      condition: 'below',
      market: 'Lasalgaon',
      channels: ['email'],
      lastPriceDate: '2026-03-11',
      paused: true,
    })
    expect((await patch(owner.cookie, {})).statusCode).toBe(400)
    // A price that came while paused is not judged after resuming: only newer ones.
    await t.testDb.database.db.execute(sql`
      update market_price_latest set arrival_date = '2026-03-12', modal_price = 1500
      where commodity = 'Onion' and market = 'Lasalgaon'`)
    expect((await patch(owner.cookie, { paused: false })).json()).toMatchObject({
      paused: false,
      lastPriceDate: '2026-03-12',
    })
    const del = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/alerts/${id}`, headers: { cookie } })
    expect((await del(other.cookie)).statusCode).toBe(403)
    expect((await del(owner.cookie)).statusCode).toBe(204)
    expect((await del(owner.cookie)).statusCode).toBe(404)
    expect((await patch(owner.cookie, { paused: false })).json().code).toBe('alerts.not_found')
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  it("turns off the alert's emails with a signed link, and pauses an alert left with no channel", async () => {
    const { cookie } = await registerUser(t.app)
    const both = (await create(cookie, { ...ONION, channels: ['sms', 'email'] })).json()
    const email = (await create(cookie, { ...ONION, channels: ['email'] })).json()
    const post = (a: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?a=${a}&t=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
    expect((await post(both.id, 'not-the-right-token')).statusCode).toBe(400)
    const ok = await post(both.id, unsubscribeToken(t.env.sessionSecret, both.id))
    expect(ok.statusCode).toBe(200)
    expect((await post(email.id, unsubscribeToken(t.env.sessionSecret, email.id))).statusCode).toBe(
      200,
    )
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie } })
    ).json().items
    expect(
      list.map((a: { channels: string[]; paused: boolean }) => [a.channels, a.paused]),
    ).toEqual([
      [['sms'], false],
      [[], true],
    ])
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/alerts/unsubscribe?a=${both.id}&t=${unsubscribeToken(t.env.sessionSecret, both.id)}`,
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<form method="post"')
  })
})
