import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, cookieFrom, type TestApp } from '#server/test/build-test-app.ts'

// Searching listings through the crop vocabulary: any name of a crop in any script finds the
// listings of that crop, ranked own words first, then the same crop, then near spellings; the
// answer says which crop it understood.

let t: TestApp

async function farmer(name: string, location: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      email: `search-${name.toLowerCase()}-${Date.now()}@example.in`,
      password: 'green-fields-42',
      role: 'farmer',
      location,
      phone: `9876${String(Date.now()).slice(-6)}`,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return cookieFrom(res.headers['set-cookie'])
}

async function list(cookie: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie },
    payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string; productName: string; category: string | null }>()
}

interface Answer {
  items: Array<{ productName: string; category: string | null }>
  total: number
  understood: { crop: string; names: Record<string, string>; typo: boolean } | null
}
async function search(q: string, extra = ''): Promise<Answer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings?q=${encodeURIComponent(q)}${extra}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Answer>()
}
const names = (a: Answer) => a.items.map((i) => i.productName)

let hindiOnion: { category: string | null }
beforeAll(async () => {
  t = await buildTestApp()
  const nashik = await farmer('Sunita', 'Nashik, Maharashtra')
  const kolar = await farmer('Ramesh', 'Kolar, Karnataka')
  // Oldest first.
  await list(nashik, { productName: 'Onion seedlings tray', price: 40, quantity: 5 })
  hindiOnion = await list(nashik, { productName: 'लाल प्याज', price: 24, quantity: 100 })
  await list(nashik, { productName: 'प्याज़', price: 22, quantity: 50 })
  await list(kolar, { productName: 'tamatar', price: 30, quantity: 40 })
  await list(kolar, { productName: 'Onoin', price: 20, quantity: 10 })
  await list(kolar, { productName: 'Dragon fruit', price: 200, quantity: 10 })
})
afterAll(() => t.close())

describe('GET /api/listings?q=: one crop vocabulary', () => {
  it('gives a listing named in Hindi its crop category', () => {
    expect(hindiOnion.category).toBe('Vegetables')
  })

  it.each(['onion', 'Onion', 'வெங்காயம்', 'pyaz', 'kanda', 'vengayam', 'oniom', 'प्याज'])(
    '%s finds both Hindi-named onion listings',
    async (q) => {
      const found = names(await search(q))
      expect(found).toEqual(expect.arrayContaining(['लाल प्याज', 'प्याज़']))
      expect(found).not.toContain('tamatar')
      expect(found).not.toContain('Dragon fruit')
    },
  )

  it('finds tomato by tamatar, and a listing named tamatar by tomato', async () => {
    expect(names(await search('tomato'))).toEqual(['tamatar'])
    expect(names(await search('tamatar'))).toEqual(['tamatar'])
  })

  it('ranks own words first, then the same crop (newest first), then near spellings', async () => {
    const found = await search('onion')
    // The misspelled listing resolved to Onion as well: same crop.
    expect(names(found)).toEqual(['Onion seedlings tray', 'Onoin', 'प्याज़', 'लाल प्याज'])
    expect(found.total).toBe(4)
  })

  it('keeps a price order when one is asked for', async () => {
    expect(names(await search('pyaz', '&sort=price_asc'))).toEqual([
      'Onoin',
      'प्याज़',
      'लाल प्याज',
      'Onion seedlings tray',
    ])
  })

  it('says what it understood', async () => {
    expect((await search('pyaz')).understood).toEqual({
      crop: 'Onion',
      names: { hi: 'प्याज़', ta: 'வெங்காயம்', mr: 'कांदा', te: 'ఉల్లిపాయ', kn: 'ಈರುಳ್ಳಿ', bn: 'পেঁয়াজ' },
      typo: false,
    })
    expect((await search('oniom')).understood).toMatchObject({ crop: 'Onion', typo: true })
    expect((await search('Dragon')).understood).toBeNull()
    expect(names(await search('Dragon'))).toEqual(['Dragon fruit'])
  })

  it('understands nothing without a search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings' })
    expect(res.json<Answer>().understood).toBeNull()
  })

  it('keeps the farmer’s own words and resolves a renamed listing again', async () => {
    const cookie = await farmer('Meena', 'Madurai, Tamil Nadu')
    const created = await list(cookie, { productName: 'Fresh greens', price: 50, quantity: 5 })
    expect(created.category).toBeNull()
    expect(names(await search('thakkali'))).not.toContain('தக்காளி நாட்டு')
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${created.id}`,
      headers: { cookie },
      payload: { productName: 'தக்காளி நாட்டு' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(names(await search('thakkali'))).toContain('தக்காளி நாட்டு')
    expect(names(await search('tomato'))).toContain('தக்காளி நாட்டு')
  })
})
