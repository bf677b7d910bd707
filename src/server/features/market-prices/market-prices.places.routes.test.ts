import { describe, expect, it } from 'vitest'
import { farmerAt, get, t, useMarketPricesApp } from './market-prices.test-support.ts'

// The farmer's place, typed in any script or picked from the list, decides which markets come
// first: their district's, then their state's (the fixture: Onion at 12 Nashik markets, Tomato at
// Kolar and Pune).

useMarketPricesApp()

describe("the market prices of a farmer's place", () => {
  it("a farmer who typed 'नासिक' sees Nashik's markets first, and Nashik's local price", async () => {
    const cookie = await farmerAt('नासिक')
    const body = (await get('/api/market-prices', cookie)).json()
    expect(body.near).toEqual({ location: 'नासिक', district: 'Nashik', state: 'Maharashtra' })
    expect(body.items.slice(0, 10).map((r: { district: string }) => r.district)).toEqual(
      Array(10).fill('Nashik'),
    )
    const onion = (await get('/api/market-prices/fair-price?crop=onion', cookie)).json()
    expect(onion).toMatchObject({ scope: 'district', place: 'Nashik', markets: 12 })
  })

  it('a district picked in the profile decides, over the old text', async () => {
    const cookie = await farmerAt('Madras')
    const before = (await get('/api/market-prices', cookie)).json()
    expect(before.items[0].district).not.toBe('Nashik')
    const me = (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { name: me.name, phone: me.phone, state: 'Maharashtra', district: 'Nashik' },
    })
    expect(res.statusCode).toBe(200)
    const after = (await get('/api/market-prices', cookie)).json()
    expect(after.near).toEqual({
      location: 'Nashik, Maharashtra',
      district: 'Nashik',
      state: 'Maharashtra',
    })
    expect(after.items[0].district).toBe('Nashik')
  })

  it("a district without markets in the data gives its state's first", async () => {
    const cookie = await farmerAt('Satara')
    const body = (await get('/api/market-prices', cookie)).json()
    expect(body.near).toEqual({ location: 'Satara', district: null, state: 'Maharashtra' })
    expect(body.items.slice(0, 10).every((r: { state: string }) => r.state === 'Maharashtra')).toBe(
      true,
    )
  })
})
