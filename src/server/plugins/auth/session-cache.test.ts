import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

// Two app instances on one database stand for two nodes: a change on one must reach the other's
// session cache at once (NOTIFY), not after the cache's TTL.
let t: TestApp
let nodeB: FastifyInstance
beforeAll(async () => {
  t = await buildTestApp()
  nodeB = await buildApp({ env: t.env, database: t.testDb.database, logger: false })
  await nodeB.ready()
})
afterAll(async () => {
  await nodeB.close()
  await t.close()
})

const whoOn = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ url: '/api/session', headers: { cookie } })).json().user as {
    id: string
    activeRole: string
  } | null

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 20))
  }
  return false
}

describe('session cache across nodes', () => {
  it('ends a session on every node when it logs out on one', async () => {
    const { cookie, user } = await registerUser(t.app, { role: 'farmer' })
    expect((await whoOn(nodeB, cookie))?.id).toBe(user.id) // now cached on B
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(await eventually(async () => (await whoOn(nodeB, cookie)) === null)).toBe(true)
    expect(await whoOn(t.app, cookie)).toBeNull()
  })

  it('shows a role change made on one node on the other', async () => {
    const { cookie } = await registerUser(t.app, { role: 'buyer' })
    expect((await whoOn(nodeB, cookie))?.activeRole).toBe('buyer')
    await t.app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie },
      payload: { role: 'farmer' },
    })
    expect(
      await eventually(async () => (await whoOn(nodeB, cookie))?.activeRole === 'farmer'),
    ).toBe(true)
  })

  it('refuses a cookie whose signature was tampered with', async () => {
    const { cookie } = await registerUser(t.app)
    const [name, value] = cookie.split('=') as [string, string]
    const decoded = decodeURIComponent(value)
    const token = decoded.slice(0, decoded.lastIndexOf('.'))
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`
    expect(await whoOn(t.app, forged)).toBeNull()
    expect(await whoOn(t.app, `${name}=${encodeURIComponent(token)}`)).toBeNull()
  })
})
