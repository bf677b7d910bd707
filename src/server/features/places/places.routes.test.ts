import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveAccountPlaces } from '#server/db/place-backfill.ts'
import { users } from '#server/db/schema/index.ts'
import { buildTestApp, cookieFrom, type TestApp } from '#server/test/build-test-app.ts'

// The district picker's type-ahead, and a place picked or typed at registration and in the
// profile, on the embedded database and (with TEST_DATABASE_URL) on PostgreSQL.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

let n = 0
const phone = () =>
  `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`.slice(0, 8) + String(10 + (++n % 90))

async function register(place: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.9.${n % 250}.${++n % 250}`,
    payload: {
      name: 'Sunita Pawar',
      email: `place${++n}-${Date.now()}@example.in`,
      password: 'green-fields-42',
      role: 'farmer',
      phone: phone(),
      ...place,
    },
  })
  return res
}

describe('GET /api/places/districts', () => {
  it('answers a visitor with districts named in their language, with the state', async () => {
    const res = await t.app.inject({ url: '/api/places/districts?q=nash&lang=hi' })
    expect(res.statusCode).toBe(200)
    expect(res.json().items[0]).toEqual({
      state: 'Maharashtra',
      district: 'Nashik',
      label: 'नासिक',
      stateLabel: 'महाराष्ट्र',
    })
  })

  it('finds a district typed in Tamil script, and at most 10', async () => {
    const res = await t.app.inject({
      url: `/api/places/districts?q=${encodeURIComponent('சென்')}&lang=ta`,
    })
    expect(res.json().items[0]).toMatchObject({ district: 'Chennai', label: 'சென்னை' })
    const many = await t.app.inject({ url: '/api/places/districts?q=pur' })
    expect(many.json().items).toHaveLength(10)
  })

  it.each([
    ['mr', 'नाशि', { district: 'Nashik', label: 'नाशिक', stateLabel: 'महाराष्ट्र' }],
    ['mr', 'lucknow', { district: 'Lucknow', label: 'लखनऊ', stateLabel: 'उत्तर प्रदेश' }],
    ['te', 'విజయవాడ', { district: 'NTR', label: 'ఎన్టీఆర్', stateLabel: 'ఆంధ్రప్రదేశ్' }],
    ['te', 'warangal', { district: 'Warangal', label: 'వరంగల్', stateLabel: 'తెలంగాణ' }],
    ['kn', 'ನಾಸಿಕ್', { district: 'Nashik', label: 'ನಾಸಿಕ್', stateLabel: 'ಮಹಾರಾಷ್ಟ್ರ' }],
    ['kn', 'mysuru', { district: 'Mysuru', label: 'ಮೈಸೂರು', stateLabel: 'ಕರ್ನಾಟಕ' }],
    ['bn', 'হাওড়া', { district: 'Howrah', label: 'হাওড়া', stateLabel: 'পশ্চিমবঙ্গ' }],
    ['bn', 'lucknow', { district: 'Lucknow', label: 'Lucknow', stateLabel: 'উত্তরপ্রদেশ' }],
  ])('answers in %s (typed %s)', async (lang, q, want) => {
    const res = await t.app.inject({
      url: `/api/places/districts?q=${encodeURIComponent(q)}&lang=${lang}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().items[0]).toMatchObject(want)
  })

  it('refuses an empty search', async () => {
    const res = await t.app.inject({ url: '/api/places/districts?q=' })
    expect(res.statusCode).toBe(400)
  })
})

describe('GET /api/places/names', () => {
  it("answers a visitor with every place's name in their language, cached a day", async () => {
    const res = await t.app.inject({ url: '/api/places/names?lang=kn' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const body = res.json()
    expect(body.lang).toBe('kn')
    expect(body.states['Karnataka']).toBe('ಕರ್ನಾಟಕ')
    expect(Object.keys(body.states)).toHaveLength(36)
    expect(body.districts['Karnataka']['Bengaluru Urban']).toBe('ಬೆಂಗಳೂರು ನಗರ')
    // Only names that differ from English: Kannada has none of its own for Lucknow.
    expect(body.districts['Uttar Pradesh']).toBeUndefined()
  })

  it('gives Marathi the Hindi name where it has none, and nothing for English', async () => {
    const mr = (await t.app.inject({ url: '/api/places/names?lang=mr' })).json()
    expect(mr.districts['Maharashtra']['Chhatrapati Sambhajinagar']).toBe('छत्रपती संभाजीनगर')
    expect(mr.districts['Uttar Pradesh']['Lucknow']).toBe('लखनऊ')
    const en = (await t.app.inject({ url: '/api/places/names?lang=en' })).json()
    expect(en).toEqual({ lang: 'en', states: {}, districts: {} })
  })
})

describe('a place at registration', () => {
  it('a district picked from the list is stored with the village, and shown as one line', async () => {
    const res = await register({
      location: 'Ozar, Nashik, Maharashtra',
      state: 'Maharashtra',
      district: 'Nashik',
      village: 'Ozar',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user).toMatchObject({
      state: 'Maharashtra',
      district: 'Nashik',
      village: 'Ozar',
      location: 'Ozar, Nashik, Maharashtra',
    })
  })

  it('a location typed alone is resolved to its district', async () => {
    const res = await register({ location: 'नासिक' })
    expect(res.statusCode).toBe(201)
    expect(res.json().user).toMatchObject({
      state: 'Maharashtra',
      district: 'Nashik',
      location: 'नासिक',
    })
  })

  it('a district not of the state named is refused, naming the district field', async () => {
    const res = await register({ location: 'x', state: 'Kerala', district: 'Nashik' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'places.unknown_district',
      field: 'district',
      message: 'Choose your district from the list.',
    })
  })
})

describe('a place in the profile', () => {
  it('changes the state, district and village, which the session then carries', async () => {
    const reg = await register({ location: 'Chennai' })
    const cookie = cookieFrom(reg.headers['set-cookie'])
    const user = reg.json().user
    expect(user).toMatchObject({ state: 'Tamil Nadu', district: 'Chennai' })
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/account/profile',
        headers: { cookie },
        payload: { name: user.name, phone: user.phone, ...payload },
      })
    const bad = await patch({ state: 'Tamil Nadu', district: 'Pune' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('places.unknown_district')
    const ok = await patch({ state: 'Maharashtra', district: 'Pune', village: 'Kondhwa' })
    expect(ok.statusCode).toBe(200)
    const session = await t.app.inject({ url: '/api/session', headers: { cookie } })
    expect(session.json().user).toMatchObject({
      state: 'Maharashtra',
      district: 'Pune',
      village: 'Kondhwa',
      location: 'Kondhwa, Pune, Maharashtra',
    })
    // Name and number alone leave the place as it is.
    await patch({})
    const again = await t.app.inject({ url: '/api/session', headers: { cookie } })
    expect(again.json().user.district).toBe('Pune')
  })
})

describe('accounts from before places (resolveAccountPlaces)', () => {
  it('resolves an old free-text location once, keeping the text', async () => {
    const { db } = t.testDb.database
    const ids = [`old-place-${Date.now()}-a`, `old-place-${Date.now()}-b`]
    await db.insert(users).values([
      {
        id: ids[0] as string,
        name: 'Old A',
        email: `${ids[0]}@example.in`,
        location: 'Ozar, Dist. Nasik',
      },
      { id: ids[1] as string, name: 'Old B', email: `${ids[1]}@example.in`, location: 'my farm' },
    ])
    expect(await resolveAccountPlaces(db)).toBeGreaterThanOrEqual(2)
    const [a] = await db
      .select()
      .from(users)
      .where(eq(users.id, ids[0] as string))
    expect(a).toMatchObject({
      state: 'Maharashtra',
      district: 'Nashik',
      village: 'Ozar',
      location: 'Ozar, Dist. Nasik',
    })
    const [b] = await db
      .select()
      .from(users)
      .where(eq(users.id, ids[1] as string))
    expect(b).toMatchObject({ state: null, district: null, village: 'my farm' })
    expect(await resolveAccountPlaces(db)).toBe(0)
  })
})
