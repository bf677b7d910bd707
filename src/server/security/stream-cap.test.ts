import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

// Abuse limit: one user may hold at most SSE_MAX_PER_USER live streams open at once.
let t: TestApp
let base = ''
beforeAll(async () => {
  t = await buildTestApp({ SSE_MAX_PER_USER: '2' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t.close())

describe('live-stream cap per user', () => {
  it('refuses the stream past the cap with 429, and admits again once one closes', async () => {
    const { cookie } = await registerUser(t.app, { role: 'farmer' })
    const other = await registerUser(t.app, { role: 'farmer' })
    const open = async (c: string) => {
      const ctrl = new AbortController()
      const res = await fetch(`${base}/api/supply-chain/stream`, {
        headers: { cookie: c },
        signal: ctrl.signal,
      })
      return { res, close: () => ctrl.abort() }
    }
    const a = await open(cookie)
    const b = await open(cookie)
    expect([a.res.status, b.res.status]).toEqual([200, 200])
    const c = await open(cookie)
    expect(c.res.status).toBe(429)
    expect((await c.res.json()).message).toMatch(/Too many live connections/)
    // Another user is not affected.
    const d = await open(other.cookie)
    expect(d.res.status).toBe(200)
    a.close()
    let again = 429
    for (let i = 0; i < 50 && again !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20))
      const e = await open(cookie)
      again = e.res.status
      e.close()
    }
    expect(again).toBe(200)
    b.close()
    d.close()
  })
})
