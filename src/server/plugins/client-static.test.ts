import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeMiniClient } from '#server/test/mini-client.ts'
import { SESSION_COOKIE } from './auth/auth.plugin.ts'
import { clientStaticPlugin } from './client-static.ts'

// A built client in miniature: the shell, Vite's manifest and one route chunk.
const iconPng = path.resolve(import.meta.dirname, '../../../public/icon-192.png')
let dir: string
let app: FastifyInstance
beforeAll(async () => {
  dir = writeMiniClient({
    manifest: { 'src/client/app/routes/supply-chain.tsx': { file: 'assets/supply-chain-S.js' } },
  })
  // The app's icon, as vite copies it from public/.
  copyFileSync(iconPng, path.join(dir, 'icon-192.png'))
  app = Fastify()
  // The auth plugin's session lookup, in miniature: the cookie's value is the active role.
  app.decorate('resolveUser', async (request: FastifyRequest) => {
    const role = /=(farmer|buyer)\b/.exec(request.headers.cookie ?? '')?.[1]
    return role ? ({ activeRole: role } as SessionUser) : null
  })
  await app.register(clientStaticPlugin, { root: dir })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('client-static: the app shell of each page', () => {
  it('serves a page with its hints, compressed as asked, revalidated on every load', async () => {
    const res = await app.inject({
      url: '/supply-chain',
      headers: { 'accept-encoding': 'gzip, br', cookie: `${SESSION_COOKIE}=farmer` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toContain('cookie')
    const html = brotliDecompressSync(res.rawPayload).toString()
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/supply-chain-S.js" data-hint>',
    )
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/supply-chain" data-hint>',
    )
  })

  it("leaves out the data of a page the user's role may not read", async () => {
    const res = await app.inject({
      url: '/supply-chain',
      headers: { cookie: `${SESSION_COOKIE}=buyer` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('/assets/supply-chain-S.js')
    expect(res.body).not.toContain('/api/supply-chain"')
  })

  it('leaves out the signed-in data without a session cookie, and answers 304 to its etag', async () => {
    const first = await app.inject({ url: '/supply-chain' })
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.body).not.toContain('/api/supply-chain"')
    const again = await app.inject({
      url: '/supply-chain',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('serves the page at / to a client that asks for no compression (curl, uptime checks)', async () => {
    for (const url of ['/', '/?x=1', '/index.html']) {
      const res = await app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-encoding'], url).toBeUndefined()
      expect(res.body, url).toContain('<script type="module" src="/assets/index-E.js">')
    }
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    expect(br.statusCode).toBe(200)
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/assets/index-E.js')
  })

  it('still serves assets as files, and 404s a missing asset and an unknown API path', async () => {
    expect((await app.inject({ url: '/assets/index-E.js' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/assets/gone-X.js' })).statusCode).toBe(404)
    const api = await app.inject({ url: '/api/nope' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ message: 'No API route GET /api/nope.' })
  })
})

describe('client-static: /favicon.ico', () => {
  it("answers the app's icon as an .ico (browsers ask for it on a fresh visit), cached for a week", async () => {
    const res = await app.inject({ url: '/favicon.ico' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/x-icon')
    expect(res.headers['cache-control']).toBe('public, max-age=604800')
    const ico = res.rawPayload
    // ICONDIR: reserved 0, type 1 (icon), one image; its entry says 192 × 192 and where the PNG is.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1])
    expect([ico[6], ico[7]]).toEqual([192, 192])
    const png = readFileSync(iconPng)
    expect(ico.readUInt32LE(14)).toBe(png.length)
    expect(ico.subarray(ico.readUInt32LE(18)).equals(png)).toBe(true)
    const head = await app.inject({ method: 'HEAD', url: '/favicon.ico' })
    expect(head.statusCode).toBe(200)
  })
})
